// Pieces of webpack configuration every app (shell and remotes) uses.
const path = require('path');
const webpack = require('webpack');

const ROOT = path.resolve(__dirname, '..');
const SHARED_SRC = path.join(ROOT, 'shared/src');

/** @type {Record<string, string>} */
const deps = require(path.join(ROOT, 'package.json')).dependencies;

/** Modules shared at run time as singletons, so the browser loads each exactly once. */
function sharedSingletons({ eager = false, checkVersions = true } = {}) {
  /** @param {string} version @returns {{ singleton: boolean, requiredVersion: string | false, version: string, eager: boolean }} */
  const single = (version) => ({
    singleton: true,
    requiredVersion: checkVersions ? `^${version}` : false,
    version,
    eager,
  });
  return {
    react: single(deps.react),
    'react/': single(deps.react),
    'react-dom': single(deps['react-dom']),
    'react-dom/': single(deps['react-dom']),
    '@emotion/react': single(deps['@emotion/react']),
    // The jsx runtimes have no package.json of their own: give the version explicitly.
    '@emotion/react/jsx-runtime': single(deps['@emotion/react']),
    '@emotion/react/jsx-dev-runtime': single(deps['@emotion/react']),
    '@emotion/cache': single(deps['@emotion/cache']),
  };
}

/** The version of each shared package (react, react-dom, @emotion/react, @emotion/cache), from package.json. */
function sharedVersions() {
  return Object.fromEntries(['react', 'react-dom', '@emotion/react', '@emotion/cache'].map((p) => [p, deps[p]]));
}

/** Loader rules and resolution for TypeScript sources (types are checked by `npm run typecheck`). */
function tsModule() {
  return {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        options: {
          transpileOnly: true,
          configFile: path.join(ROOT, 'tsconfig.base.json'),
          compilerOptions: { module: 'esnext', noEmit: false, sourceMap: false },
        },
      },
    ],
  };
}

function resolveConfig() {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: { '@estampa/shared': SHARED_SRC },
  };
}

/** The webpack modes the apps build in. @typedef {'production' | 'development'} BuildMode */

/**
 * What webpack-cli passes a configuration function as its second argument, the parts the apps'
 * configs read (`dist` is ours: scripts/bundle-report.js builds into a scratch folder).
 * @typedef {{ mode?: BuildMode, dist?: string, env?: { WEBPACK_SERVE?: boolean } }} WebpackArgv
 */

/**
 * One build id per build, shared by the client and server bundles of an app.
 * @param {string} name  the app's
 */
function makeBuildId(name) {
  return process.env.BUILD_ID || `${name}-${Date.now().toString(36)}`;
}

/** @param {string} buildId @param {BuildMode} mode */
function defines(buildId, mode) {
  return new webpack.DefinePlugin({
    __BUILD_ID__: JSON.stringify(buildId),
    'process.env.NODE_ENV': JSON.stringify(mode),
  });
}

/** Externals for the Node (prerender) bundles: the prerender script and the bundle share one React. */
const nodeExternals = [
  'react',
  'react-dom',
  'react-dom/server',
  'react/jsx-runtime',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/cache',
  '@emotion/server',
  '@emotion/server/create-instance',
];

/**
 * Build output folder of an app: <app>/dist, or DIST_DIR (used by tests that build variants).
 * @param {string} appDir
 */
function distDir(appDir) {
  return process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(appDir, 'dist');
}

/**
 * The Node bundle of an app (its dist/server): what the build renders at build time (the shell's
 * templates, a remote's prerendered pages and link-preview data). Same for every app but its entries.
 * @param {{ entry: Record<string, string>, dist: string, mode: BuildMode, buildId: string }} o
 */
function serverBundle({ entry, dist, mode, buildId }) {
  return {
    name: 'server',
    mode,
    target: 'node20',
    devtool: false,
    entry,
    output: { path: path.join(dist, 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: resolveConfig(),
    module: tsModule(),
    externals: nodeExternals,
    externalsType: 'commonjs',
    plugins: [defines(buildId, mode)],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

module.exports = {
  distDir,
  ROOT,
  SHARED_SRC,
  sharedSingletons,
  sharedVersions,
  tsModule,
  resolveConfig,
  makeBuildId,
  defines,
  nodeExternals,
  serverBundle,
};
