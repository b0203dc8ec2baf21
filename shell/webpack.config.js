const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3000, title: 'Admin Console' });
