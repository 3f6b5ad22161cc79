/**
 * Tests of the repository scripts (the root config lists it under `projects`): the build-if-stale
 * rule (*.test.js) and the lint config's import-boundary rules (test/*.test.ts).
 */
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.js', '<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  testTimeout: 30000
}
