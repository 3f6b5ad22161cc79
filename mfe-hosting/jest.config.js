/** Tests of mfe-hosting: see jest.frontend.js. */
module.exports = require('../jest.frontend')(__dirname)
