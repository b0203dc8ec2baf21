const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_platform_ops',
  port: 3003,
  title: 'Platform Ops — Admin Console',
  exposes: { './pages': './src/app/pages.ts' },
});
