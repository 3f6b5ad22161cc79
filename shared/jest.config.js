/** Unit tests of @sitefleet/shared (jsdom: the stores and UI kit run in the browser). */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

module.exports = {
  displayName: 'shared',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/src/testing/style-stub.ts' },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
};
