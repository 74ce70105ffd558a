#!/usr/bin/env node
// The production topology with nginx and TLS (deploy/nginx): the site on https://localhost:8443
// (http :8080 → 301 https) composing pages with SSI, each remote on its own HTTPS origin
// (https://localhost:8444…8447), each origin its own nginx master. Serves the current build
// (npm run build first); Ctrl-C stops every nginx it started.
//
//   npm run serve:prod                                   the whole topology
//   npm run serve:prod -- --remote prints [--port 8444] [--dir mf-prints/dist/client]
//                                                        one remote's origin only (a team's deploy)
//
// Environment: PORT_OFFSET (shifts every port), HTTPS_PORT / HTTP_PORT (the site's; HTTP_PORT=""
// for no plain-HTTP listener), HOST (listen address, 127.0.0.1), SERVER_NAME (localhost),
// TLS_CERT / TLS_KEY / TLS_CA (real certificates; else a local CA is generated), REMOTES_CONFIG
// (remotes on their own hosts: no local remotes are started), FRAGMENT_FRESH_S / FRAGMENT_SWR_S /
// FRAGMENT_MAX_STALE_S / FRAGMENT_TIMEOUT_MS / FRAGMENT_MAX_BYTES / REMOTE_RETRY_MS.
const path = require('path');
const { ROOT, REMOTES } = require('./apps');
const { startTopology, startRemoteOrigin, stopAll, topologyPorts } = require('../deploy/nginx/topology');
const { resolveCertificates } = require('../deploy/nginx/certs');

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

let stop = stopAll; // until started: whatever has been started so far
let stopping = false;
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
  const rel = (p) => path.relative(process.cwd(), p) || '.';
  const remoteName = arg('remote');
  if (remoteName) {
    const index = REMOTES.findIndex((r) => r.name === remoteName);
    if (index === -1) throw new Error(`--remote ${remoteName}: unknown remote (${REMOTES.map((r) => r.name).join(', ')})`);
    const ports = topologyPorts();
    const port = Number(arg('port') || ports.remotes[remoteName]);
    const dir = path.resolve(arg('dir') || path.join(ROOT, REMOTES[index].dir, 'dist/client'));
    const runtimeDir = path.join(ROOT, '.serve', `prod-remote-${remoteName}-${port}`);
    const certs = resolveCertificates(path.join(runtimeDir, 'tls'));
    const origin = await startRemoteOrigin({ name: remoteName, dir, port, runtimeDir, certs, log: console.log });
    console.log(`remote ${remoteName} → ${origin.url}  (${rel(dir)}; config ${rel(origin.instance.conf)})`);
    if (certs.clientCa) console.log(`local test CA: ${rel(certs.clientCa)}`);
    stop = () => origin.stop();
  } else {
    const topology = await startTopology();
    console.log(`\nsite     → ${topology.siteUrl}${topology.httpUrl ? `  (${topology.httpUrl} → https)` : ''}`);
    console.log(`config   → ${rel(topology.configFile)}  (generated; logs in ${rel(path.join(topology.runtimeDir, 'site/logs'))})`);
    console.log(`remotes  → ${rel(topology.remotesFile)}  (edit it while running: the site reloads)`);
    if (topology.caFile) console.log(`local CA → ${topology.caFile}  (trust it: NODE_EXTRA_CA_CERTS=…, curl --cacert …, or your browser)`);
    stop = () => topology.stop();
  }
}

main().catch(async (error) => {
  console.error(`serve-prod: ${error.message}`);
  await stopAll();
  process.exit(1);
});
