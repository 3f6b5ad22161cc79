// Jest project for the API (the root config lists it under `projects`).
// A dependency that ships ESM only (Node 20 can require() it, Jest's module
// system cannot) is transformed to CommonJS like our own .ts.
const ESM_ONLY = ['typebox']
const swc = (syntax) => ['@swc/jest', {
  jsc: { parser: { syntax }, target: 'es2022' },
  module: { type: 'commonjs' }
}]

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.m?js$': swc('ecmascript')
  },
  // Ignore node_modules except the ESM-only packages, also when nested.
  transformIgnorePatterns: [`/node_modules/(?!(.*/node_modules/)?(${ESM_ONLY.join('|')})/)`],
  // Start-up hooks (app, PostgreSQL schema, web farm, SMTP) and tests get two minutes, set in the
  // setup file: under the root config's projects jest ignores a project's testTimeout.
  setupFilesAfterEnv: ['<rootDir>/test/helpers/jest-setup.ts']
}
