/** Browser tests against the built product (run `npm run build` first; `npm test` does). */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    // ESM-only packages compiled to CommonJS like our own code: pdf.js reads the exported PDF
    // back; typebox comes with the api's scanner code that scan-accuracy runs in-process.
    '^.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?(pdfjs-dist|typebox)/)'],
  testTimeout: 120000,
  maxWorkers: 1,
}
