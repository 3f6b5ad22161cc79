/**
 * The one jest setup of every browser-side workspace (shared, shell, remotes): jsdom, swc for
 * TS/TSX, CSS stubbed, jest-dom matchers. `@sitefleet/shared` maps to its TS source so tests and
 * pages share one store instance, as the federation singleton does at run time.
 */
const path = require('node:path')

const shared = path.join(__dirname, 'shared')
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
]

module.exports = function frontendProject (dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    moduleNameMapper: {
      '\\.css$': `${shared}/src/testing/style-stub.ts`,
      '^@sitefleet/shared$': `${shared}/src/index.ts`,
      '^@sitefleet/shared/(.*)$': `${shared}/$1`,
    },
    setupFilesAfterEnv: [`${shared}/src/testing/setup-tests.ts`],
  }
}
