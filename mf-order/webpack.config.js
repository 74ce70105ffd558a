// Built with Module Federation 2 (@module-federation/enhanced's webpack plugin): the remote factory
// build-tools/webpack.remote.js, with the federation settings of build-tools/federation.js.
module.exports = require('../build-tools/webpack.remote')(require('./federation.config'));
