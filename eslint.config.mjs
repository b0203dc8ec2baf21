// Lint rules of the console. The import boundaries are the point: remotes never import each other
// or the shell, shared-kit imports no app, platform-api imports only shared-kit's contract entry.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '.cognito/**', '.run/**', 'e2e/artifacts/**'] },
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
  ...APPS.map((app) => forbid(app, APPS.filter((other) => other !== app).concat('platform-api'), `${app} may import only shared-kit, never another app`)),
  forbid('shared-kit', [...APPS, 'platform-api'], 'shared-kit must not import any app'),
  {
    // platform-api loads shared-kit's pure contract entry at run time (the endpoint table and shared
    // rules); the runtime and ui entries are the browser's.
    files: ['platform-api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...APPS, ...APPS.map((a) => `**/${a}/**`)], message: 'platform-api must not depend on front-end apps' },
          { regex: '^shared-kit(?!/contract$)(/.*)?$', message: 'platform-api may import only shared-kit/contract' },
        ],
      }],
    },
  },
);
