/** `npm run test:unit`: every workspace's jest project (the e2e suite runs after the build). */
module.exports = {
  projects: [
    '<rootDir>/shared/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/api/jest.config.js',
    '<rootDir>/mfe-domains/jest.config.js',
    '<rootDir>/mfe-admin/jest.config.js',
    '<rootDir>/mfe-indexing/jest.config.js',
    '<rootDir>/mfe-hosting/jest.config.js',
  ],
};
