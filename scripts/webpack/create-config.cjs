/**
 * One webpack + Module Federation configuration for every app of the console.
 *
 * Apps differ only in name, port and what they expose; everything else (shared singletons, async
 * boundary, manifest, caching rules) must be identical, or federation breaks at run time.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const { buildInfo } = require('./build-info.cjs');

const root = path.resolve(__dirname, '../..');

// Module Federation's plugins find the webpack that runs them by calling it without options and
// reading the stack of the error it throws (FEDERATION_WEBPACK_PATH unset): a validation of the whole
// options schema, about a second of every build. The repository has one webpack; this is it.
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');

/**
 * antd's Result draws a picture for its 403, 404 and 500 statuses, three SVG drawings that would
 * reach every page through antd's shared list. The console's results use only the statuses
 * drawn with an icon (success, info, warning, error; scripts/test/shared-facades.test.mjs checks
 * every one), so browser builds take an empty drawing for those three.
 */
const ANTD_RESULT_PICTURES = ['noFound', 'serverError', 'unauthorized'];
const NO_PICTURE = path.join(__dirname, 'antd-result-no-picture.js');

/**
 * react-router's production build (no development warnings), for the entries the apps reach:
 * `react-router` itself and `react-router/dom`, which react-router-dom re-exports. Both files share
 * their chunks, so the two are switched together.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs'),
  'react-router/dom$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'dom-export.mjs'),
};

/** The browser's TypeBox builder for the endpoint table (shared-kit/src/contract/endpoints/typebox-lite.ts). */
const TYPEBOX_LITE = path.join(root, 'shared-kit', 'src', 'contract', 'endpoints', 'typebox-lite.ts');

/**
 * Packages shared as singletons between the shell and every remote. @tanstack/react-query is not one
 * of them: only shared-kit's runtime (itself a singleton) imports it, so it is bundled there, with
 * only the parts the runtime uses.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'antd',
  'zustand',
  'dayjs',
];

/**
 * How shared-kit's entries are shared (see shared-kit/package.json; the skew rules:
 * docs/deploying.md#deploying-one-remote):
 * - runtime: one instance per page (session store, API client, notices). A strict singleton: a
 *   remote that needs a runtime the shell does not offer fails to load instead of running on the
 *   wrong contract (deploy refuses such a remote: remoteRuntimeFits in shared-kit/src/contract/routes/remotes.ts).
 *   Its part runtime/core (config, session store, notices) is not shared: only the shell imports it,
 *   for its pages before sign-in, and it is the same modules as the shell's runtime
 *   (shared-kit/src/runtime/core.ts).
 * - contract: not a singleton; apps built from the same version share one copy.
 * - ui (the grid, its search engine, status chips, ...): not shared at all. Each app bundles the
 *   parts it uses, as it was built, so a remote deployed with a changed grid runs its own grid, not
 *   the shell's copy (a shared module of equal version would be the shell's, loaded first). The ui
 *   reads the contract's modules through 'shared-kit/contract', the shared module, so a page
 *   still downloads the contract graph once.
 */
const SHARED_KIT_ENTRIES = {
  'shared-kit/runtime': { singleton: true, strictVersion: true },
  'shared-kit/contract': { singleton: false },
};

/**
 * Whether a module belongs to shared-kit's contract graph: a module of its contract folder
 * (shared-kit/src/contract: roles, routes, the endpoint table and entities, validation, formats,
 * dates, the search grammar, tenant config), which the runtime and ui entries import too.
 */
function isKitContractModule(module) {
  const resource = (module.resource || '').replace(/\\/g, '/');
  return /\/shared-kit\/src\/contract\//.test(resource);
}

/**
 * The kit-contract chunk's modules: the contract graph, and the dayjs plugins its dates extend dayjs
 * with (in this chunk, one copy; elsewhere, one in each chunk of the contract and the runtime).
 */
function isKitContractChunkModule(module) {
  const resource = (module.resource || '').replace(/\\/g, '/');
  return isKitContractModule(module) || /\/node_modules\/dayjs\/plugin\/(utc|timezone|customParseFormat)\.js$/.test(resource);
}

function versionOf(pkg) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  return require(path.join(root, 'node_modules', base, 'package.json')).version;
}

/**
 * Singletons provided from a list of the exports the apps use (./shared-facades) instead of the
 * whole package: a shared module is not tree-shaken by its consumers, so the whole of antd (359 KB
 * brotli) reached every page. Every app provides the same list; scripts/test/shared-facades.test.mjs
 * checks it covers every import.
 */
const SHARED_FACADES = {
  antd: path.join(__dirname, 'shared-facades', 'antd.js'),
  'react-router-dom': path.join(__dirname, 'shared-facades', 'react-router-dom.js'),
};

/**
 * antd components few pages use, shared one by one from their own module ('antd/es/steps') instead
 * of through the antd list above, so they load with the pages that import them, never with every
 * page. The shell provides every one of them (shell/src/app/antd-on-demand.ts imports each lazily:
 * a build provides a shared module only when it imports it), and Module Federation keeps the first
 * provider it registered, so a remote's page runs them on the shell's antd and inside its
 * ConfigProvider (the console theme), not on a copy of the remote's own. scripts/test/
 * shared-facades.test.mjs checks that every such import is listed here and in the shell's list.
 */
const ANTD_ON_DEMAND = [
  'antd/es/auto-complete',
  'antd/es/card',
  'antd/es/collapse',
  'antd/es/date-picker',
  'antd/es/descriptions',
  'antd/es/drawer',
  'antd/es/form',
  'antd/es/popconfirm',
  'antd/es/progress',
  'antd/es/statistic',
  'antd/es/steps',
  'antd/es/tabs',
];

/**
 * antd components shared on demand although the sources import them with antd's others
 * (`import { Card } from 'antd'`): scripts/webpack/antd-imports-loader.cjs imports them from their
 * own module (listed in ANTD_ON_DEMAND) instead: the cards of a few screens (and the tabs a card
 * can hold) stay off every other page.
 */
const ANTD_PARTS_BY_NAME = {
  Card: 'antd/es/card',
};

/** The share key of the shared module a lazily loaded chunk was split off for ('antd', 'antd/es/tabs'), if any. */
function shareKeyOf(chunk) {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      const key = origin.module?.options?.shareKey ?? origin.module?._name;
      if (typeof key === 'string') return key;
    }
  }
  return undefined;
}

const ANTD_SHARE_KEYS = new Set(['antd', ...ANTD_ON_DEMAND]);

/** Whether a chunk holds antd's shared list or one of its on-demand parts (provided, or a consumer's fallback). */
function isAntdChunk(chunk) {
  return ANTD_SHARE_KEYS.has(shareKeyOf(chunk));
}

/** Whether a module is part of antd's shared list (in a chunk of the 'antd' share key). */
function isAntdListModule(module, { chunkGraph }) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (shareKeyOf(chunk) === 'antd') return true;
  return false;
}

/**
 * The shared modules of one build. `providedByShell`: a remote's production build, which runs only
 * inside the console, whose shell provides every singleton (it imports each one, the antd
 * components shared one by one through shell/src/app/antd-on-demand.ts): the remote takes them from
 * the shell and builds no copy of its own (`import: false`), which would never load. That includes
 * shared-kit's runtime: a remote whose runtime the shell does not offer still fails to load (no
 * provider of a satisfying version), and never runs its own copy beside the shell's. shared-kit's
 * contract keeps its copy: it is shared per version, and a remote built from another version runs
 * its own. A remote's development build (its dev server, standalone or inside a console) keeps
 * every copy: standalone, nothing else provides them.
 */
function sharedConfig({ providedByShell = false } = {}) {
  const kitVersion = versionOf('shared-kit');
  const singleton = (pkg) => {
    // No version range: a singleton is the shell's copy whatever its version (the lockfile builds
    // every app on the same one), and the federation runtime's range check would only print a
    // warning, at the cost of its semver parser on every share the page loads.
    // shared-kit's runtime keeps its strict range (kitEntry below).
    const rule = { singleton: true, requiredVersion: false };
    if (providedByShell) return { ...rule, import: false };
    return SHARED_FACADES[pkg] ? { ...rule, import: SHARED_FACADES[pkg], version: versionOf(pkg) } : rule;
  };
  const kitEntry = (rule) => ({
    ...rule,
    version: kitVersion,
    requiredVersion: rule.singleton ? `^${kitVersion}` : kitVersion,
    ...(providedByShell && rule.singleton ? { import: false } : {}),
  });
  return {
    ...Object.fromEntries([...SINGLETONS, ...ANTD_ON_DEMAND].map((pkg) => [pkg, singleton(pkg)])),
    ...Object.fromEntries(Object.entries(SHARED_KIT_ENTRIES).map(([entry, rule]) => [entry, kitEntry(rule)])),
  };
}

/** Text files served compressed (scripts/lib/serve-static.mjs). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

function precompressPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/**
 * CONSOLE_TEXT_OVERRIDES='{"rows":"rows listed"}' builds the app with those string literals of
 * shared-kit and the app's sources replaced ('rows' becomes 'rows listed'): a visible change in one
 * app's build without a commit, e.g. to try a deploy of one remote (e2e/tests/19-independent-deploys).
 */
function textOverrideRules() {
  if (!process.env.CONSOLE_TEXT_OVERRIDES) return [];
  const overrides = JSON.parse(process.env.CONSOLE_TEXT_OVERRIDES);
  return [{ test: /\.tsx?$/, exclude: /node_modules\/(?!shared-kit)/, enforce: 'pre', loader: path.join(__dirname, 'text-override-loader.cjs'), options: { overrides } }];
}

/**
 * Where webpack keeps its persistent cache: one folder for every build of the repository (`npm start`,
 * `npm run build`, the e2e and deploy builds, CI), one entry per app and mode. See the README
 * ("Build") for what invalidates it.
 */
const CACHE_DIRECTORY = path.join(root, 'node_modules', '.cache', 'webpack');

/**
 * Environment variables that change what a build emits beyond what webpack tracks itself (module
 * sources, loaders, the config files and the lockfile are tracked as the cache's build dependencies).
 */
const OUTPUT_ENV = ['CONSOLE_TEXT_OVERRIDES'];

/**
 * The persistent cache of one app's build. A build with any of {@link OUTPUT_ENV} set gets an entry of
 * its own (named by a hash of their values), so it never reads nor overwrites the plain build's entry.
 * `CONSOLE_WEBPACK_CACHE=false` builds without it (the bench's cold build).
 */
function cacheConfig(dir, production) {
  if (process.env.CONSOLE_WEBPACK_CACHE === 'false') return false;
  const env = OUTPUT_ENV.map((key) => `${key}=${process.env[key] ?? ''}`).join('\n');
  const envHash = crypto.createHash('sha256').update(env).digest('hex').slice(0, 12);
  const plain = OUTPUT_ENV.every((key) => !process.env[key]);
  return {
    type: 'filesystem',
    cacheDirectory: CACHE_DIRECTORY,
    name: `${path.basename(dir)}-${production ? 'production' : 'development'}${plain ? '' : `-${envHash}`}`,
    version: envHash,
    buildDependencies: {
      // This file and what it requires, the app's own config, and the installed packages' versions.
      config: [__filename, path.join(dir, 'webpack.config.js')],
      lockfile: [path.join(root, 'package-lock.json')],
    },
  };
}

/** TypeScript and TSX to JavaScript without type checking (`npm run typecheck` checks types). */
function transpileRule() {
  return {
    test: /\.tsx?$/,
    loader: 'swc-loader',
    exclude: /node_modules\/(?!shared-kit)/,
    options: {
      swcrc: false,
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: false } },
        target: 'es2022',
      },
    },
  };
}

/**
 * The app's page (index.html with its title), given to the HTML plugin as text. A template file
 * would be compiled by a child compilation, which runs this configuration's plugins again: Module
 * Federation's provided modules (all of antd's shared list) were built, minified and emitted a
 * second time, into chunks no page loads.
 */
function pageTemplate(title) {
  return () => fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8').replace('<%= htmlWebpackPlugin.options.title %>', title);
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
    // Whether the build has a page of its own: the shell's, and in development a remote's standalone
    // harness (shared-kit/dev, docs/development.md#working-on-one-remote). A remote's production build is its
    // container only (remoteEntry.js, the manifest and the exposed pages), which runs inside the
    // console: the shell provides its shared packages (see sharedConfig).
    const ownPage = isHost || !production;
    // Version, commit, build time and runtime of this build (build-info.cjs), in the manifest's
    // metaData: `buildInfo.buildVersion` (Module Federation's own field) and `console`.
    const build = buildInfo(dir);
    process.env.MF_BUILD_VERSION = build.version;
    return {
      context: dir,
      entry: ownPage ? { main: './src/index.ts' } : {},
      mode: production ? 'production' : 'development',
      // No eval in development either: a remote from its dev server runs inside the console's
      // pages, whose Content-Security-Policy refuses eval.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      target: 'web',
      cache: cacheConfig(dir, production),
      output: {
        // CONSOLE_OUTPUT_DIR: where a deploy builds (scripts/deploy.mjs), dist/ otherwise.
        path: process.env.CONSOLE_OUTPUT_DIR ? path.resolve(process.env.CONSOLE_OUTPUT_DIR) : path.join(dir, 'dist'),
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
        alias: {
          ...Object.fromEntries(ANTD_RESULT_PICTURES.map((picture) => [path.join(root, 'node_modules', 'antd', 'es', 'result', `${picture}$`), NO_PICTURE])),
          // react-router's package exports name only its development build, whose warnings stay on;
          // a production build takes the production build the package also ships.
          ...(production ? REACT_ROUTER_PRODUCTION : {}),
        },
      },
      module: {
        rules: [
          transpileRule(),
          // The endpoint table's schemas are built with a small copy of TypeBox's builder in the
          // browser, which never validates with them (see typebox-lite.ts and its test). Only the
          // contract's own modules get it: a ui module importing TypeBox gets TypeBox (tree-shaken),
          // and no module outside the contract graph needs the app's own kit-contract chunk.
          { test: /[\\/]shared-kit[\\/]src[\\/]contract[\\/]/, resolve: { alias: { '@sinclair/typebox$': TYPEBOX_LITE } } },
          // shared-kit's modules do nothing on import but define their exports, so what an app does
          // not use of an entry (shared-kit/ui's index re-exports every part) stays out of its chunks.
          { test: /[\\/]shared-kit[\\/]src[\\/]/, sideEffects: false },
          // The same for antd's own libraries, whose packages do not say so: without it, a module that
          // imports one thing from an index (antd's form context imports rc-form's FormProvider) brings
          // every module that index re-exports (rc-form's fields and validator) to antd's shared list.
          { test: /[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/]/, sideEffects: false },
          // The endpoint table without its OpenAPI texts (see strip-schema-docs-loader.cjs).
          { test: /shared-kit[\\/]src[\\/]contract[\\/]endpoints[\\/][^\\/]+\.ts$/, enforce: 'pre', loader: path.join(__dirname, 'strip-schema-docs-loader.cjs') },
          ...textOverrideRules(),
          { test: /\.tsx?$/, exclude: /node_modules\/(?!shared-kit)/, enforce: 'pre', loader: path.join(__dirname, 'antd-imports-loader.cjs'), options: { parts: ANTD_PARTS_BY_NAME } },
          { test: /\.(png|svg|ico|jpe?g|gif)$/, type: 'asset/resource' },
          // Plain style sheets (the shell's pages before sign-in), extracted to content-hashed files.
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedConfig({ providedByShell: !ownPage }),
          shareStrategy: 'loaded-first',
          manifest: {
            additionalData: ({ stats }) => {
              stats.metaData.console = build;
              return stats;
            },
          },
          dts: false,
          // The federation runtime without what an app never does: running in Node, and for a
          // remote, loading other remotes (and their manifests' snapshots). remoteEntry.js is
          // fetched before any of a remote's screens can show, so every byte of it counts.
          //
          // The runtime itself is one copy per page: the shell sets it as a global
          // (shell/src/index.ts) and every remoteEntry.js uses that one (about 11 KB of brotli less
          // per remote), so a remote needs a shell whose federation runtime has the same major
          // version, which the one @module-federation/enhanced version of the repository keeps.
          // A development build (the dev server) carries its own copy, which its standalone page
          // needs, and bytes do not count there; a production build of a remote has no page of
          // its own (see ownPage).
          experiments: {
            ...(isHost || !production ? {} : { externalRuntime: true }),
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }) },
          },
        }),
        ...(ownPage
          ? [
              new HtmlWebpackPlugin({
                templateContent: pageTemplate(title),
                // Root-relative script URLs, so a deep link (/client-form/S-1) of a standalone remote
                // still loads /main.js; the federation runtime resolves chunks itself ('auto').
                publicPath: '/',
                title,
                favicon: path.join(__dirname, 'favicon.svg'),
              }),
            ]
          : []),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        // The shell knows its own version before its first registry read (shell/src/remotes/registry.ts).
        ...(production ? [new DefinePlugin({ __CONSOLE_BUILD_VERSION__: JSON.stringify(build.version) })] : []),
        // Precompressed neighbours (file.br, file.gz) of every text file that compression makes
        // smaller; scripts/lib/serve-static.mjs sends them with Content-Encoding.
        ...(production ? precompressPlugins() : []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        // Lazily loaded chunks (shared modules, a remote's pages) are not split into common chunks
        // by default: each carries what it needs (webpack's default split scatters antd's list into
        // many small chunks, each a request of every page). Two groups instead, one chunk each:
        // shared-kit's contract graph, and antd's list, which its on-demand parts share.
        splitChunks: {
          chunks: 'initial',
          cacheGroups: {
            // shared-kit's contract graph (the endpoint schemas, statuses, formats, dates, the search
            // grammar) is imported by all three of its entries: without this group the contract,
            // runtime and ui chunks each carried a copy, and /invoices downloaded it three times.
            kitContract: { test: isKitContractChunkModule, chunks: 'all', name: 'kit-contract', enforce: true, priority: 10 },
            // antd's shared list in one chunk, which the on-demand parts load beside their own code
            // instead of each carrying its own copy of what they have in common with the list (the
            // style engine, rc-util, motion, trigger, select...). The list loads with the console, so
            // an on-demand part downloads only what is its own.
            antd: { test: isAntdListModule, chunks: isAntdChunk, name: 'antd', enforce: true, priority: 5 },
            // antd's stylesheet (shell/src/app/antd-styles.ts) in one file, whichever of the shell's
            // lazy chunks asks for it first.
            antdStyles: { test: /[\\/]antd[\\/]dist[\\/]antd\.css$/, type: 'css/mini-extract', chunks: 'all', name: 'antd-styles', enforce: true, priority: 20 },
          },
        },
        // swc's minifier instead of terser: measured on mfe-billing, 18 s instead of 42 s per build
        // and 0.7% fewer brotli bytes (790,608 B against 796,546 B for all its JS). In the build's
        // own process (`parallel: false`): swc minifies off the main thread there too, while the
        // plugin's worker pool (one process on two cores) costs a Node start and the transfer of
        // every file and its source map, most of the work of a build with a warm cache.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: false, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
      },
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
        // The live-reload socket by name (localhost), as the console's pages allow it.
        client: { overlay: { runtimeErrors: false, warnings: false }, webSocketURL: { hostname: 'localhost' } },
        // A dev shell (`npm run dev -w shell` beside a running console) reads the console's runtime
        // config and registry: scripts/dev.mjs names that console's shell in CONSOLE_DEV_PROXY.
        ...(process.env.CONSOLE_DEV_PROXY
          ? { proxy: [{ context: ['/config.json', '/registry.json', '/remotes.json'], target: process.env.CONSOLE_DEV_PROXY, changeOrigin: true }] }
          : {}),
      },
    };
  };
}

module.exports = { createConfig, sharedConfig, CACHE_DIRECTORY, SINGLETONS, SHARED_KIT_ENTRIES, SHARED_FACADES, ANTD_ON_DEMAND, ANTD_PARTS_BY_NAME, ANTD_RESULT_PICTURES, COMPRESSIBLE, isKitContractModule };
