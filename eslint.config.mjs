// Lint rules of the console. The import boundaries are the point: remotes never import each other
// or the shell, shared-kit imports no app, platform-api imports only shared-kit's contract entry.
// Inside the packages: no import cycles (import-x/no-cycle skips type-only imports: `npm run lint`
// runs dpdm for those, see package.json); shared-kit's contract folder imports neither its runtime
// nor its ui folder, the runtime not the ui; a feature folder of a remote no other feature.
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const APPS = ['shell', 'mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin'];

function forbid(owner, targets, message) {
  return {
    files: [`${owner}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: targets.flatMap((target) => [
          { group: [target, `${target}/*`, `**/${target}`, `**/${target}/**`], message },
        ]),
      }],
    },
  };
}

const REMOTES = APPS.filter((app) => app.startsWith('mfe-'));
/** Remotes whose screens use the query layer only: every remote. */
const DATA_LAYER_REMOTES = ['mfe-billing', 'mfe-client-success', 'mfe-org-admin', 'mfe-platform-ops'];

/** The feature folders of a remote (src/features/<name>). */
function featuresOf(remote) {
  const dir = `${remote}/src/features`;
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
}

const KIT = 'shared-kit/src';
/**
 * shared-kit's layers, one folder each (the entries of shared-kit/package.json): the pure contract
 * (shared-kit/contract and its platform-ops and all-endpoints entries), what platform-api runs and
 * both other layers build on; the one-per-page runtime (shared-kit/runtime); the screen parts
 * (shared-kit/ui: grid model, search engine, components); the standalone harness (shared-kit/dev).
 */
const KIT_LAYERS = {
  contract: `${KIT}/contract/**`,
  runtime: `${KIT}/runtime/**`,
  ui: `${KIT}/ui/**`,
  dev: `${KIT}/dev/**`,
};

const zones = [
  {
    target: KIT_LAYERS.contract,
    from: [KIT_LAYERS.runtime, KIT_LAYERS.ui, KIT_LAYERS.dev],
    message: 'shared-kit/contract is pure: it imports neither the runtime nor the ui layer',
  },
  { target: KIT_LAYERS.runtime, from: [KIT_LAYERS.ui, KIT_LAYERS.dev], message: "shared-kit's runtime layer must not import its ui layer" },
  { target: KIT_LAYERS.ui, from: KIT_LAYERS.dev, message: "shared-kit's ui layer must not import the dev harness" },
  ...REMOTES.flatMap((remote) => {
    const features = featuresOf(remote);
    return features
      .filter(() => features.length > 1)
      .map((feature) => ({
        target: `${remote}/src/features/${feature}/**`,
        from: features.filter((other) => other !== feature).map((other) => `${remote}/src/features/${other}/**`),
        message: 'a feature imports no other feature; compose features in src/app',
      }));
  }),
];

/** What shared-kit's ui and dev files may not import: any app, and the runtime or the contract by a relative path. */
const KIT_UI_IMPORT_PATTERNS = [
  ...forbid('shared-kit', [...APPS, 'platform-api'], '').rules['no-restricted-imports'][1].patterns.map((p) => ({ ...p, message: 'shared-kit must not import any app' })),
  { regex: '^(\\.\\./)+runtime(/.*)?$', message: "import the runtime through 'shared-kit/runtime'" },
  { regex: '^(\\.\\./)+contract(/.*)?$', message: "import the contract through 'shared-kit/contract' (or its platform-ops entry)" },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '.cognito/**', '.run/**', 'e2e/artifacts/**', '.package/**'] },
  ...tseslint.configs.recommended,
  {
    // Node scripts, webpack and jest configs, and the browser tests.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['e2e/**/*.mjs'],
    // page.evaluate callbacks run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript files when following imports (no-cycle walks the whole graph).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          // platform-api imports its TypeScript files as .js (Node ES modules).
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      // import() is a lazy chunk boundary (the shell loads the console after sign-in), not a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  ...APPS.map((app) => forbid(app, APPS.filter((other) => other !== app).concat('platform-api'), `${app} may import only shared-kit, never another app`)),
  // Screens load and write through the query layer (useEndpointQuery, useEndpointMutation and the
  // endpoint helpers of shared-kit/runtime), never the raw API client. Tests may drive its transport.
  ...DATA_LAYER_REMOTES.map((app) => {
    const config = forbid(app, APPS.filter((other) => other !== app).concat('platform-api'), `${app} may import only shared-kit, never another app`);
    const [level, options] = config.rules['no-restricted-imports'];
    return {
      files: [`${app}/src/**/*.{ts,tsx}`],
      ignores: [`${app}/src/**/*.test.{ts,tsx}`, `${app}/src/testing/**`],
      rules: {
        'no-restricted-imports': [level, {
          ...options,
          paths: [
            { name: 'axios', message: 'screens call the API through the query layer of shared-kit/runtime' },
            { name: 'shared-kit/runtime', importNames: ['apiClient'], message: 'screens call the API through the query layer (useEndpointQuery, useEndpointMutation, requestEndpoint)' },
          ],
        }],
      },
    };
  }),
  forbid('shared-kit', [...APPS, 'platform-api'], 'shared-kit must not import any app'),
  {
    // The ui layer is not a singleton: each remote bundles its own copy. It reaches the one-per-page
    // runtime (session store, API client, query client) through the shared entry, never by a
    // relative path that would bundle a second runtime into the remote; and the contract through
    // its shared entry too, or the remote's own chunks would carry a second copy of the contract graph
    // (scripts/test/kit-sharing.test.mjs).
    files: [`${KIT}/ui/**/*.{ts,tsx}`, `${KIT}/dev/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: KIT_UI_IMPORT_PATTERNS }] },
  },
  {
    // The grid model and the search engine are headless: pure state and evaluation, rendered by the
    // ui layer's components (DataGrid).
    files: [`${KIT}/ui/grid/**/*.ts`, `${KIT}/ui/search-engine/**/*.ts`],
    ignores: [`${KIT}/ui/**/*.test.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...KIT_UI_IMPORT_PATTERNS,
          { group: ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'antd', 'antd/*', 'shared-kit/ui', '../components/*', '../../components/*'], message: 'the grid model and the search engine are headless: no React, router, antd or ui components' },
        ],
      }],
    },
  },
  {
    // platform-api loads shared-kit's pure contract entries at run time (the endpoint table and shared
    // rules, the platform admin's tooling, the whole table); the runtime and ui entries are the browser's.
    files: ['platform-api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...APPS, ...APPS.map((a) => `**/${a}/**`)], message: 'platform-api must not depend on front-end apps' },
          {
            regex: '^shared-kit(?!/contract(/platform-ops|/all-endpoints)?$)(/.*)?$',
            message: 'platform-api may import only shared-kit/contract, shared-kit/contract/platform-ops and shared-kit/contract/all-endpoints',
          },
        ],
      }],
    },
  },
  {
    // platform-api's tests may also read the case tables that the console's tests run too.
    files: ['platform-api/test/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...APPS, ...APPS.map((a) => `**/${a}/**`)], message: 'platform-api must not depend on front-end apps' },
          {
            regex: '^shared-kit(?!/contract(/platform-ops|/all-endpoints)?$|/testing/invoice-status-cases$)(/.*)?$',
            message: 'platform-api tests may import only the contract entries and the shared case tables of shared-kit/testing',
          },
        ],
      }],
    },
  },
);
