/**
 * One webpack + Module Federation configuration for every app of the console.
 *
 * Apps differ only in name, port and what they expose; everything else (shared singletons, async
 * boundary, manifest, caching rules) must be identical, or federation breaks at run time.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');

/** Packages shared as singletons between the shell and every remote. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'antd',
  'zustand',
  'dayjs',
  '@tanstack/react-query',
];

/**
 * shared-kit's three entries and how each is shared (see shared-kit/package.json):
 * - runtime: one instance per page (session store, API client, notices). A strict singleton: a
 *   remote that needs a runtime the shell does not offer fails to load instead of running on the
 *   wrong contract.
 * - ui and contract: not singletons. Each app runs the version it was built with; apps built from
 *   the same version still share one copy.
 */
const SHARED_KIT_ENTRIES = {
  'shared-kit/runtime': { singleton: true, strictVersion: true },
  'shared-kit/ui': { singleton: false },
  'shared-kit/contract': { singleton: false },
};

function versionOf(pkg) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  return require(path.join(root, 'node_modules', base, 'package.json')).version;
}

function sharedConfig() {
  const kitVersion = versionOf('shared-kit');
  return {
    ...Object.fromEntries(SINGLETONS.map((pkg) => [pkg, { singleton: true, requiredVersion: `^${versionOf(pkg)}` }])),
    ...Object.fromEntries(
      Object.entries(SHARED_KIT_ENTRIES).map(([entry, rule]) => [
        entry,
        { ...rule, version: kitVersion, requiredVersion: rule.singleton ? `^${kitVersion}` : kitVersion },
      ]),
    ),
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (its __dirname)
 * @param {string} options.name       federation name, a JS identifier (e.g. mfe_billing)
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {string} [options.title]    document title of the app's own page
 */
function createConfig({ dir, name, port, exposes, title = 'Admin Console' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !exposes;
    return {
      context: dir,
      entry: { main: './src/index.ts' },
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // Entry files (main.js, remoteEntry.js) keep stable names and are served uncached; chunks are
        // content-hashed and cached forever. The federation runtime cannot use [contenthash] here.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            exclude: /node_modules\/(?!shared-kit)/,
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
          },
          { test: /\.(png|svg|ico|jpe?g|gif)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          // Root-relative script URLs, so a deep link (/client-form/S-1) of a standalone remote
          // still loads /main.js; the federation runtime resolves chunks itself ('auto').
          publicPath: '/',
          title,
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
      ],
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic' },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Cache-Control': 'no-store',
        },
        static: [{ directory: path.join(dir, 'public'), watch: false }],
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
}

module.exports = { createConfig, SINGLETONS, SHARED_KIT_ENTRIES };
