/** Unit and API tests of every package, one jest project each. */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(shared-kit)/)'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-jsdom.cjs'],
  moduleNameMapper: {
    '\\.(png|svg|ico|jpe?g|gif|css)$': '<rootDir>/../scripts/jest/file-stub.cjs',
    // antd components shared one by one (ANTD_ON_DEMAND of scripts/webpack/create-config.cjs) are
    // imported from antd's ES build; jest runs its CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
    // antd's styles stay out of jsdom's document (see the stub).
    '^@rc-component/util/lib/Dom/dynamicCSS$': '<rootDir>/../scripts/jest/dynamic-css-stub.cjs',
  },
});

module.exports = {
  rootDir: __dirname,
  // A ceiling for a hung test, not a speed target: well above the 10 s wait of Testing Library's
  // findBy/waitFor (scripts/jest/setup-jsdom.cjs), since a screen test with several antd interactions
  // took over 30 s when both cores ran other suites beside it.
  testTimeout: 90_000,
  // jest's default (cores - 1) runs one worker on a 2-core machine while the main process idles;
  // two workers keep both cores busy.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    browserProject('shared-kit'),
    browserProject('shell'),
    browserProject('mfe-billing'),
    browserProject('mfe-client-success'),
    browserProject('mfe-platform-ops'),
    browserProject('mfe-org-admin'),
    {
      displayName: 'platform-api',
      rootDir: '<rootDir>/platform-api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      // jose, cookie (of light-my-request), json-schema-faker (of the fuzz suite) and pg-boss ship only ES
      // modules and PGlite's CommonJS build loads Node built-ins with import(): jest runs without
      // --experimental-vm-modules, so they are compiled like our sources.
      transform: { '^.+\\.(t|j)sx?$': swc, '@electric-sql/pglite/.+\\.cjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!(jose|cookie|@electric-sql/pglite|json-schema-faker|pg-boss|serialize-error|non-error|rrule-temporal|temporal-polyfill)/)'],
      // json-schema-faker exports only an `import` condition, which jest's CommonJS resolver skips.
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^json-schema-faker$': '<rootDir>/../node_modules/json-schema-faker/dist/index.js' },
    },
  ],
};
