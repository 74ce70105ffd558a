// The shell: the Module Federation host (browser bundle) and a Node bundle that prerenders the
// shell's own parts into one HTML template per route (see build/prerender-shell.js).
const path = require('path');
const { container } = require('webpack');
const {
  sharedSingletons,
  tsModule,
  resolveConfig,
  makeBuildId,
  defines,
  distDir,
  serverBundle,
} = require('../shared/build/common');
const { CompileHintsPlugin } = require('../shared/build/compile-hints');
const { appNamed } = require('../shared/src/apps/apps');

module.exports = (_env, argv = {}) => {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const prod = mode === 'production';
  const buildId = makeBuildId('shell');
  const dist = distDir(__dirname);
  const client = {
    name: 'client',
    mode,
    target: 'web',
    // No eval-based source maps: the site's CSP forbids eval, in development too.
    devtool: prod ? false : 'cheap-module-source-map',
    entry: { main: path.join(__dirname, 'src/app/index.ts') },
    output: {
      path: path.join(dist, 'client'),
      publicPath: '/',
      // Entry files keep a stable name (revalidated); chunks are content-hashed (immutable).
      filename: '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'shell',
      clean: true,
    },
    resolve: resolveConfig(),
    module: tsModule(),
    plugins: [
      defines(buildId, mode),
      // webpack's own Module Federation: the host provides the shared singletons; remotes are
      // containers loaded at run time from deploy configuration (src/remotes/remoteContainer.ts).
      // Eager: React, react-dom and emotion travel in main.js, so starting the shell needs one
      // more script (the bootstrap chunk), not ten small ones. The shell consumes the versions it
      // provides, so it skips the semver checks; the remotes keep theirs (webpack warns when a
      // remote needs another React major). A loaded singleton is always the one used, so a remote
      // never fetches its own React.
      new container.ModuleFederationPlugin({
        name: 'shell',
        shared: sharedSingletons({ checkVersions: false, eager: true }),
      }),
      ...(prod ? [new CompileHintsPlugin()] : []),
    ],
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT || appNamed('shell').port),
      // In development the composing server is not involved: `npm run dev -w shell` serves
      // the client bundle; use `npm start` at the root for the composed site.
      static: [{ directory: path.join(dist, 'templates'), publicPath: '/' }],
      historyApiFallback: false,
      hot: false,
    },
  };
  const server = serverBundle({
    entry: { templates: path.join(__dirname, 'src/document/renderSite.tsx') },
    dist,
    mode,
    buildId,
  });
  return argv.env && argv.env.WEBPACK_SERVE ? client : [client, server];
};
