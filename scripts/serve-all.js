#!/usr/bin/env node
// Serves the production build: each remote on its own port (its own origin, CORS on) and the
// shell's composing server, configured with where the remotes are. Ports: see scripts/apps.js.
const fs = require('fs');
const path = require('path');
const { ROOT, presentRemotes, portsFromEnv } = require('./apps');
const { serveRemote } = require('../shared/build/serve-remote');
const { createShellServer } = require('../shell/server');

async function main() {
  const ports = portsFromEnv();
  const host = process.env.HOST || '127.0.0.1';
  const remotes = {};
  for (const r of presentRemotes()) {
    const dir = path.join(ROOT, r.dir, 'dist/client');
    if (!fs.existsSync(dir)) {
      console.warn(`! ${r.name}: sin build (${dir}); la sección mostrará el aviso de no disponible`);
      continue;
    }
    await serveRemote(dir, ports.remotes[r.name], r.name, host);
    remotes[r.name] = `http://127.0.0.1:${ports.remotes[r.name]}`;
    console.log(`remote ${r.name.padEnd(8)} → ${remotes[r.name]}`);
  }
  // The deploy configuration the shell reads (and re-reads when it changes).
  const configFile = process.env.REMOTES_CONFIG || path.join(ROOT, '.serve', `remotes-${ports.shell}.json`);
  if (!process.env.REMOTES_CONFIG) {
    fs.mkdirSync(path.dirname(configFile), { recursive: true });
    fs.writeFileSync(configFile, JSON.stringify(remotes, null, 2));
  }
  const shell = createShellServer({ remotesFile: configFile });
  shell.listen(ports.shell, host, () => console.log(`\nsitio    → http://localhost:${ports.shell}  (configuración de remotos: ${path.relative(ROOT, configFile)})`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
