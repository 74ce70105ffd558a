// The Module Federation 2 settings of every app (@module-federation/enhanced's webpack plugin), in
// one place: what a remote publishes (remoteEntry.js, mf-manifest.json, its federated types) and
// how the shell's federation host is built. docs/REMOTE_CONTRACT.md explains them to a team.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./common');
const { REMOTE_ENTRY, MANIFEST, TYPES_FOLDER } = require('./federation-files');

/**
 * A remote's federated types: dist/types/@mf-types/<Expose>.d.ts (what the shell's typecheck reads,
 * outside the served folder, which webpack cleans) and dist/client/@mf-types.zip (served beside the
 * manifest, which names it, for other consumers such as the Module Federation DevTools).
 * @param {string} dist a remote's build folder
 */
const typesDir = (dist) => path.join(dist, 'types');

/**
 * A remote's plugin. In production the remote uses the federation runtime the shell's host
 * provides (externalRuntime: the runtime is downloaded and started once per page, not once per
 * remote); its standalone page gets one of its own (standalone-runtime.js). The shared singletons
 * carry their version ranges, which the manifest records and the deploy checks against the live
 * shell before a release goes live.
 * @param {{ name: string, exposes: Record<string, string> }} cfg  exposes: public name → file
 * @param {{ buildId: string, prod: boolean, dist: string }} o
 */
function remoteFederationPlugin(cfg, { buildId, prod, dist }) {
  // The manifest's metaData.buildInfo.buildVersion: the build id, which is also the id of the
  // release this build becomes (releases), so a tester reads which release they are on.
  process.env.MF_BUILD_VERSION = buildId;
  return new ModuleFederationPlugin({
    name: cfg.name,
    filename: REMOTE_ENTRY,
    exposes: Object.fromEntries(Object.entries(cfg.exposes).map(([n, file]) => [`./${n}`, file])),
    shared: sharedSingletons(),
    shareStrategy: 'loaded-first',
    manifest: { fileName: MANIFEST },
    // The types of what the remote exposes (compiled with tsc from the expose files), for the
    // shell's typecheck. Production builds only: the dev server does not need them.
    dts: prod
      ? {
          generateTypes: {
            tsConfigPath: path.join(__dirname, 'tsconfig.federated-types.json'),
            outputDir: typesDir(dist),
            typesFolder: TYPES_FOLDER,
            abortOnError: true,
            deleteTypesFolder: false,
            compileInChildProcess: false,
            extractThirdParty: false,
            generateAPITypes: false,
          },
          consumeTypes: false,
          displayErrorInTerminal: true,
        }
      : false,
    // A remote loads no other remote: the runtime's remote-loading code stays out of its entry.
    experiments: prod
      ? { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web', disableRemote: true } }
      : {},
  });
}

/**
 * The shell's federation host: a bundle of its own (federation.<hash>.js), fetched once a page
 * has an island, so neither the first paint nor the header's hydration waits for the federation
 * runtime. It provides the runtime to the remotes (inject-external-runtime-core-plugin, ESM build
 * so no CommonJS copy is pulled in) and starts with the shared singletons main.js already holds
 * (registerShared in shell/src/federation/host.ts), so React is never downloaded twice.
 * Remotes are registered at run time from the page's configuration (plain remoteEntry.js URLs: no
 * manifest fetch and no snapshot code).
 * @param {{ runtimePlugins: string[] }} o  files of the host's runtime plugins, in order
 */
function hostFederationPlugin({ runtimePlugins }) {
  const injectRuntime = path.join(
    path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
    'index.js',
  );
  return new ModuleFederationPlugin({
    name: 'shell',
    remotes: {},
    shared: {},
    shareStrategy: 'loaded-first',
    runtimePlugins: [injectRuntime, ...runtimePlugins],
    manifest: false,
    dts: false,
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  });
}

module.exports = { remoteFederationPlugin, hostFederationPlugin, typesDir };
