// Built with Module Federation 2 (@module-federation/enhanced's webpack plugin): the remote factory
// shared/build/webpack.remote.js, with the federation settings of shared/build/federation.js.
module.exports = require('../shared/build/webpack.remote')(require('./remote.config'));
