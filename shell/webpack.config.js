// The shell, three builds: (1) `federation`, its Module Federation host (@module-federation/enhanced),
// a bundle of its own fetched once a page has an island; (2) `client`, main.js: React, emotion, the
// header and the island starter, with no federation runtime, so the first paint and the header's
// hydration never wait for it; (3) `server`, a Node bundle that prerenders the shell's own parts into
// one HTML template per route (see build/prerender-shell.js).
const path = require('path');
const webpack = require('webpack');
const {
  sharedVersions,
  tsModule,
  resolveConfig,
  makeBuildId,
  defines,
  distDir,
  serverBundle,
} = require('../build-tools/common');
const { CompileHintsPlugin } = require('../build-tools/compile-hints');
const { hostFederationPlugin } = require('../build-tools/federation');
const { appNamed } = require('../shared/src/apps/apps');
const { federationScript } = require('./build/federationScript');
const { rumSampleRate } = require('./build/rumSampleRate');

/** @import { BuildMode, WebpackArgv } from '../build-tools/common' */

/**
 * The host's runtime plugins, in order: the one place they are registered. What the old hand loader
 * (webpack's bare containers) did, and where it lives now:
 * - add the entry as an async script: the runtime's own loadScript does, as a CORS script through
 *   plugins/crossOriginPlugin.ts (like the page's preload of it, so the preload is used);
 * - forget a failed entry and remove its script, so a retry requests it again: the runtime does;
 * - hand the remote the host's React/react-dom/emotion: the runtime's share scope, filled by
 *   src/federation/host.ts (registerShared) with main.js's copies;
 * - one retry of a failed load after a pause: plugins/retryPlugin.ts;
 * - how long an island waits before its notice (15 s): src/remotes/loadRemotePage.ts, an island rule.
 * New: plugins/entryOverridePlugin.ts, the seam that points one remote elsewhere for one visitor;
 * plugins/crossOriginPlugin.ts, so a remote's errors name their file (field data).
 */
const RUNTIME_PLUGINS = ['retryPlugin.ts', 'entryOverridePlugin.ts', 'crossOriginPlugin.ts'].map((f) =>
  path.join(__dirname, 'src/federation/plugins', f),
);
const { FEDERATION_HOST_GLOBAL } = require('./src/federation/hostGlobal');

/**
 * @param {unknown} _env  webpack-cli's --env (unused: argv.env carries WEBPACK_SERVE)
 * @param {WebpackArgv} [argv]
 */
module.exports = (_env, argv = {}) => {
  // NODE_ENV names the mode here (webpack refuses a mode it does not know), as in webpack.remote.js.
  const mode = /** @type {BuildMode} */ (argv.mode || process.env.NODE_ENV || 'production');
  const prod = mode === 'production';
  const buildId = makeBuildId('shell');
  // Read (and checked) before anything is built: a bad value fails the build at once.
  const sampleRate = rumSampleRate(process.env.RUM_SAMPLE_RATE);
  const dist = argv.dist || distDir(__dirname); // argv.dist: see build-tools/webpack.remote.js
  const clientDir = path.join(dist, 'client');
  /** @type {import('webpack').Configuration} */
  const federation = {
    name: 'federation',
    mode,
    target: 'web',
    devtool: prod ? false : 'cheap-module-source-map',
    entry: { federation: path.join(__dirname, 'src/federation/host.ts') },
    output: {
      path: clientDir,
      publicPath: '/',
      filename: prod ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'shell',
      library: { type: 'window', name: FEDERATION_HOST_GLOBAL },
      clean: true, // runs first; `client` then adds to the same folder
    },
    resolve: resolveConfig(),
    module: tsModule(),
    plugins: [
      defines(buildId, mode),
      hostFederationPlugin({ runtimePlugins: RUNTIME_PLUGINS }),
      ...(prod ? [new CompileHintsPlugin()] : []),
    ],
    performance: { hints: false },
  };
  /**
   * `npm run dev -w shell` serves this build (webpack-dev-server's options).
   * @type {import('webpack').Configuration & {
   *   devServer: import('webpack-dev-server', { with: { 'resolution-mode': 'import' } }).Configuration }}
   */
  const client = {
    name: 'client',
    dependencies: ['federation'],
    mode,
    target: 'web',
    // No eval-based source maps: the site's CSP forbids eval, in development too.
    devtool: prod ? false : 'cheap-module-source-map',
    entry: { main: path.join(__dirname, 'src/app/index.ts') },
    output: {
      path: clientDir,
      publicPath: '/',
      // Entry files keep a stable name (revalidated); chunks are content-hashed (immutable).
      filename: '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'shell-main',
      clean: false, // the federation build cleaned it
    },
    resolve: resolveConfig(),
    module: tsModule(),
    plugins: [
      defines(buildId, mode),
      new webpack.DefinePlugin({
        __FEDERATION_HOST_SCRIPT__: webpack.DefinePlugin.runtimeValue(
          () => JSON.stringify(prod ? federationScript(clientDir) : '/federation.js'),
          true,
        ),
        __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
        // Share of page loads that send field data (src/telemetry/startFieldData.ts).
        __RUM_SAMPLE_RATE__: JSON.stringify(sampleRate),
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
  return argv.env && argv.env.WEBPACK_SERVE ? [federation, client] : [federation, client, server];
};
