const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_org_admin',
  port: 3004,
  title: 'Org Admin — Admin Console',
  exposes: { './pages': './src/app/pages.ts' },
});
