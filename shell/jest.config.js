/** Tests of shell: see jest.frontend.js. */
module.exports = require('../jest.frontend')(__dirname)
