const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_client_success',
  port: 3002,
  title: 'Client Success — Admin Console',
  exposes: { './pages': './src/app/pages.ts' },
});
