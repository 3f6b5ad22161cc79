/** Tests of mfe-alerts: see jest.frontend.js. */
module.exports = require('../jest.frontend')(__dirname)
