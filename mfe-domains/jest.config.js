/** Tests of mfe-domains: see jest.frontend.js. */
module.exports = require('../jest.frontend')(__dirname)
