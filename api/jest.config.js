// Jest project for the API (the root config lists it under `projects`).
// A few dependencies ship ESM only (Node 20 can require() them, Jest's module
// system cannot), so those are transformed to CommonJS like our own .ts.
const ESM_ONLY = ['typebox', 'content-disposition', 'cookie']
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
  testTimeout: 30000
}
