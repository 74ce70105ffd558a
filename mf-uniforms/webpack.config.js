module.exports = require('../shared/build/webpack.remote')(require('./remote.config'));
