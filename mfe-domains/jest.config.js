/** Unit and component tests of the mfe-domains remote (products, domain list, URL scan). */
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
const shared = path.join(__dirname, '..', 'shared');

module.exports = {
  displayName: 'mfe-domains',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.css$': `${shared}/src/testing/style-stub.ts`,
    // Shared is consumed as TS source; one path so tests and pages share one store instance.
    '^@sitefleet/shared$': `${shared}/src/index.ts`,
    '^@sitefleet/shared/(.*)$': `${shared}/$1`,
  },
  setupFilesAfterEnv: [`${shared}/src/testing/setup-tests.ts`],
};
