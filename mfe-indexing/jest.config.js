/**
 * Tests of mfe-indexing: see jest.frontend.js. Two additions for the PDF export:
 * - jspdf resolves to its self-contained UMD build (its ESM build is what webpack bundles, but
 *   jest does not run ESM from node_modules);
 * - pdfjs-dist (ESM only), which the PDF test uses to read the generated file back, is
 *   compiled to CommonJS like our own code; that test runs in the node environment.
 */
const path = require('node:path')
const frontendProject = require('../jest.frontend')

const base = frontendProject(__dirname)
const modules = path.join(__dirname, '..', 'node_modules')

module.exports = {
  ...base,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    ...base.transform,
    '^.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!pdfjs-dist/)'],
  moduleNameMapper: {
    '^jspdf$': `${modules}/jspdf/dist/jspdf.umd.min.js`,
    ...base.moduleNameMapper,
  },
  // The shared browser setup, skipped by the node-environment PDF test.
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
}
