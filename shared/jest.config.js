/** Tests of shared: see jest.frontend.js. */
module.exports = require('../jest.frontend')(__dirname)
