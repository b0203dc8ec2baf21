const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_billing',
  port: 3001,
  title: 'Billing — Admin Console',
  exposes: { './pages': './src/app/pages.ts' },
});
