/**
 * `npm run test:bench`: every benchmark at a tiny size (bench/test). It runs after the build in
 * `npm test`, because two scenarios measure the built product.
 */
module.exports = {
  displayName: 'bench',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  testTimeout: 600_000,
  maxWorkers: 1
}
