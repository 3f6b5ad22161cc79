/** `npm run test:unit`: every workspace's jest project (the e2e suite runs after the build). */
module.exports = {
  // Jest reads testTimeout only from this (global) config when it runs projects: a project's own
  // testTimeout is ignored here. Each project also sets its timeout in its setup file, which
  // holds however it is run; this is the floor for the rest. Generous: a loaded machine is slow,
  // never wrong.
  testTimeout: 120_000,
  projects: [
    '<rootDir>/shared/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/api/jest.config.js',
    '<rootDir>/mfe-domains/jest.config.js',
    '<rootDir>/mfe-admin/jest.config.js',
    '<rootDir>/mfe-alerts/jest.config.js',
    '<rootDir>/mfe-indexing/jest.config.js',
    '<rootDir>/mfe-hosting/jest.config.js',
    '<rootDir>/scripts/jest.config.js',
  ],
}
