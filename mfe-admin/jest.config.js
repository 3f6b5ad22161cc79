/** Tests of mfe-admin: see jest.frontend.js. */
module.exports = require('../jest.frontend')(__dirname)
