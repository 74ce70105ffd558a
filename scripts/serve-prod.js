#!/usr/bin/env node
// The production topology with nginx and TLS (production/nginx): the site on https://localhost:8443
// (http :8080 → 301 https) composing pages with SSI (or, with --nodes N, balancing N composer nodes),
// each page cached a second once composed, each remote on its own HTTPS origin
// (https://localhost:8444…8447), each origin its own nginx master. Ctrl-C stops every nginx it
// started. Like `npm run serve`, it first publishes each app's current build (npm run build first)
// as a release into HOSTING_DIR unless it has been published already (releases/publishBuilds.js;
// a refusal stops here with its reason), then serves every app through its live link: deploys and
// rollbacks are served at once; a shell release with other routes reloads the site's nginx.
//
//   npm run serve:prod [-- --no-publish]                 the whole topology (--no-publish: serve what is live)
//   npm run serve:prod -- --nodes 3                      pages composed by 3 site nodes (Node composers on
//                                                        unix sockets) behind the site's nginx, which checks
//                                                        their /readyz and retries a failed request on the next
//   npm run serve:prod -- --remote prints [--port 8444] [--dir <folder>]
//                                                        one remote's origin only (a team's deploy);
//                                                        default folder: its live link, else dist/client
//
// Environment: PORT_OFFSET (shifts every port), HTTPS_PORT / HTTP_PORT (the site's; HTTP_PORT=""
// for no plain-HTTP listener), HOST (listen address, 127.0.0.1), SERVER_NAME (localhost),
// TLS_CERT / TLS_KEY / TLS_CA (real certificates; else a local CA is generated), REMOTES_CONFIG
// (remotes on their own hosts: no local remotes are started), FRAGMENT_FRESH_S / FRAGMENT_SWR_S /
// FRAGMENT_MAX_STALE_S / FRAGMENT_TIMEOUT_MS / FRAGMENT_MAX_BYTES / REMOTE_RETRY_MS, PAGE_CACHE_S
// (seconds a composed page is cached, 1; 0: none).
const fs = require('fs');
const path = require('path');
const { ROOT, REMOTES } = require('./localApps');
const { startTopology, startRemoteOrigin, stopAll, topologyPorts } = require('../production/nginx/topology');
const { resolveCertificates } = require('../production/nginx/certs');
const { hostingDirOf, liveLinkOf } = require('../releases/hosting');
const { ensureLocalPreviewSecret } = require('../releases/preview');
const { publishBuilds } = require('../releases/publishBuilds');

/** The value after `--<name>` on the command line, or undefined. @param {string} name */
function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

let stop = stopAll; // until started: whatever has been started so far
let stopping = false;
/** Stops what was started (once), then exits. @param {string} signal */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping nginx…`);
  stop().then(
    () => process.exit(0),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(signal));

async function main() {
  /** @param {string} p */
  const rel = (p) => path.relative(process.cwd(), p) || '.';
  const ports = topologyPorts(); // a port setting that is not a port stops here, before anything starts
  const remoteName = arg('remote');
  if (remoteName) {
    const index = REMOTES.findIndex((r) => r.name === remoteName);
    if (index === -1)
      throw new Error(`--remote ${remoteName}: unknown remote (${REMOTES.map((r) => r.name).join(', ')})`);
    const port = Number(arg('port') || ports.remotes[remoteName]);
    const live = liveLinkOf(remoteName, hostingDirOf());
    const dir = path.resolve(
      arg('dir') || (fs.existsSync(live) ? live : path.join(ROOT, REMOTES[index].dir, 'dist/client')),
    );
    const runtimeDir = path.join(ROOT, '.serve', `prod-remote-${remoteName}-${port}`);
    const certs = resolveCertificates(path.join(runtimeDir, 'tls'));
    const origin = await startRemoteOrigin({ name: remoteName, dir, port, runtimeDir, certs, log: console.log });
    console.log(`remote ${remoteName} → ${origin.url}  (${rel(dir)}; config ${rel(origin.instance.conf)})`);
    if (certs.clientCa) console.log(`local test CA: ${rel(certs.clientCa)}`);
    stop = () => origin.stop();
  } else {
    const hostingDir = hostingDirOf();
    if (!process.argv.includes('--no-publish')) {
      for (const p of await publishBuilds({ hostingDir, log: console.log })) {
        if (p.action !== 'publish')
          console.log(
            `${p.app}: ${p.action === 'live' ? `build ${p.buildId} already live` : `build ${p.buildId} published before; ${p.releaseId} left as it is`}`,
          );
      }
    }
    // Previews are composed by the composer beside nginx: like `npm run serve`, a local site without
    // PREVIEW_SECRET(_FILE) gets a random secret in the hosting folder, which `npm run preview` reads.
    ensureLocalPreviewSecret(hostingDir);
    const nodesArg = arg('nodes');
    const nodes = nodesArg === undefined ? 0 : Number(nodesArg);
    if (nodesArg !== undefined && !(Number.isInteger(nodes) && nodes >= 1 && nodes <= 32))
      throw new Error(`--nodes must be a whole number from 1 to 32, got "${nodesArg}"`);
    const topology = await startTopology({ hostingDir, nodes });
    console.log(`\nsite     → ${topology.siteUrl}${topology.httpUrl ? `  (${topology.httpUrl} → https)` : ''}`);
    console.log(
      `config   → ${rel(topology.configFile)}  (generated; logs in ${rel(path.join(topology.runtimeDir, 'site/logs'))})`,
    );
    console.log(`remotes  → ${rel(topology.remotesFile)}  (edit it while running: the site reloads)`);
    if (topology.nodes)
      console.log(`nodes    → ${topology.nodes.sockets.map(rel).join(', ')}  (composers; logs beside nginx's)`);
    console.log(`releases → ${rel(hostingDir)}  (npm run deploy / rollback -w <app>: served at once)`);
    if (topology.caFile)
      console.log(`local CA → ${topology.caFile}  (trust it: NODE_EXTRA_CA_CERTS=…, curl --cacert …, or your browser)`);
    stop = () => topology.stop();
  }
}

main().catch(async (error) => {
  console.error(`serve-prod: ${error.message}`);
  await stopAll();
  process.exit(error.exitCode || 1);
});
