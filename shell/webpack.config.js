// The shell: the Module Federation host (browser bundle) and a Node bundle that prerenders the
// shell's own parts into one HTML template per route (see build/prerender-shell.js).
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, tsModule, resolveConfig, makeBuildId, defines, nodeExternals, distDir } = require('../shared/build/common');
const { CompileHintsPlugin } = require('../shared/build/compile-hints');

module.exports = (_env, argv = {}) => {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const prod = mode === 'production';
  const buildId = makeBuildId('shell');
  const dist = distDir(__dirname);
  const client = {
    name: 'client',
    mode,
    target: 'web',
    devtool: prod ? false : 'eval-cheap-module-source-map',
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
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at run time from deploy configuration (see src/remotes/).
        remotes: {},
        // Eager: React, react-dom and emotion travel in main.js, so starting the shell needs one
        // more script (the bootstrap chunk), not ten small ones each negotiated on the main
        // thread. The shell consumes the versions it provides, so it skips the semver checks;
        // the remotes keep theirs (the runtime warns when a remote needs another React major).
        shared: sharedSingletons({ checkVersions: false, eager: true }),
        shareStrategy: 'loaded-first',
        // Provide the federation runtime to the remotes (built with externalRuntime), so the
        // browser runs one copy. The ESM build keeps the host from pulling a CommonJS duplicate.
        runtimePlugins: [path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js')],
        manifest: false,
        dts: false,
        // Remotes are plain remoteEntry.js URLs (no mf-manifest.json snapshots) and the
        // bundle only runs in browsers: drop the runtime's snapshot and Node code paths.
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
      ...(prod ? [new CompileHintsPlugin()] : []),
    ],
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT || 3000),
      // In development the composing server is not involved: `npm run dev -w shell` serves
      // the client bundle; use `npm start` at the root for the composed site.
      static: [{ directory: path.join(dist, 'templates'), publicPath: '/' }],
      historyApiFallback: false,
      hot: false,
    },
  };
  const server = {
    name: 'server',
    mode,
    target: 'node20',
    devtool: false,
    entry: { templates: path.join(__dirname, 'src/document/renderSite.tsx') },
    output: { path: path.join(dist, 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: resolveConfig(),
    module: tsModule(),
    externals: nodeExternals,
    externalsType: 'commonjs',
    plugins: [defines(buildId, mode)],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
  return argv.env && argv.env.WEBPACK_SERVE ? client : [client, server];
};
