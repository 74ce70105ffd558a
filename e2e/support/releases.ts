// For the `releases` project (tests/releases/*.releases.spec.ts): variant builds of remotes, a
// hosting folder of its own, a site served from it on free ports (each remote through its live
// link, the shell's composer through the shell's), and the deploy command a team runs.
// Never the hosting folder or the servers of the shared webServer.
import { expect } from '@playwright/test';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { Server } from 'node:http';
import { ROOT, TMP, buildRemoteAsync, copyRemoteSources, twoAtATime } from './variants';
import type { RemoteName } from './site';
import { serveRemote } from '../../serving/serve-remote';
import { createShellServer } from '../../shell/server/index';
import { createLogger } from '../../shell/server/logger';
import { createTelemetry } from '../../shell/server/telemetry';
import { createTelemetryStore } from '../../field-data/store';
import { liveLinkOf } from '../../releases/hosting';
import { openStore } from '../../releases/releaseStore';
import { startTopology, nginxAvailable } from '../../production/nginx/topology';
import { freeOffset } from '../../production/nginx/testSupport';
import { findApp } from '../../releases/deployableApps';
import { publishBuilds, localBuilds } from '../../releases/publishBuilds';
import { listFiles, isHashedFile } from '../../releases/hashedFiles';

export const REMOTE_DIRS: Record<RemoteName, string> = {
  prints: 'mf-prints',
  products: 'mf-products',
  uniforms: 'mf-uniforms',
  order: 'mf-order',
};

/** A remote rebuilt from a copy of its sources with some text replaced (each `from` must be there). */
export type Variant = { name: string; remote: RemoteName; edits: { file: string; from: string; to: string }[] };

/** The mugs page's title, live and in the products variant below. */
export const MUGS_TITLE = { live: 'TAZAS PERSONALIZADAS', candidate: 'TAZAS PERSONALIZADAS · NUEVOS DISEÑOS' };
/** products with another mugs title: the release specs' candidate (built once for all of them). */
export const MUGS_VARIANT: Variant = {
  name: 'products-b',
  remote: 'products',
  edits: [
    {
      file: 'src/features/mugs/pageCopy.ts',
      from: `title: '${MUGS_TITLE.live}'`,
      to: `title: '${MUGS_TITLE.candidate}'`,
    },
  ],
};

/** Every file a remote's build reads: its sources and config, the shared library and build, the lockfile. */
function inputsHash(variant: Variant) {
  const hash = crypto.createHash('sha1').update(JSON.stringify(variant));
  const remote = REMOTE_DIRS[variant.remote];
  const inputs = [
    `${remote}/src`,
    `${remote}/public`,
    `${remote}/federation.config.js`,
    `${remote}/package.json`,
    'shared/src',
    'build-tools',
    'package-lock.json',
  ];
  for (const input of inputs) {
    const abs = path.join(ROOT, input);
    if (!fs.existsSync(abs)) continue;
    const files = fs.statSync(abs).isDirectory() ? listFiles(abs).map((rel) => `${input}/${rel}`) : [input];
    for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

/**
 * Builds each variant into e2e/.tmp/releases/<name>/dist, two at a time. A variant built before
 * from the same inputs (same sources, shared code, lockfile and edits) is reused; E2E_REBUILD=1
 * builds everything again. Returns name → dist folder.
 */
export async function buildVariants(variants: Variant[], log: (line: string) => void = () => {}) {
  const out: Record<string, string> = {};
  const build = async (v: Variant) => {
    const dir = path.join(TMP, 'releases', v.name);
    const dist = path.join(dir, 'dist');
    const stampFile = path.join(dir, 'inputs.sha1');
    const stamp = inputsHash(v);
    out[v.name] = dist;
    const cached =
      process.env.E2E_REBUILD !== '1' &&
      fs.existsSync(stampFile) &&
      fs.readFileSync(stampFile, 'utf8') === stamp &&
      fs.existsSync(path.join(dist, 'build.json'));
    if (cached && JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).name === v.remote) {
      log(`${v.name}: reusing the build in ${path.relative(ROOT, dist)} (same inputs)`);
      return;
    }
    // A folder name of its own: the build's webpack config file is named after it (variants.ts).
    const src = path.join(dir, `${REMOTE_DIRS[v.remote]}-${v.name}`);
    copyRemoteSources(REMOTE_DIRS[v.remote], src);
    for (const edit of v.edits) {
      const file = path.join(src, edit.file);
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(edit.from))
        throw new Error(
          `${v.name}: "${edit.from}" is not in ${REMOTE_DIRS[v.remote]}/${edit.file} any more: update the variant`,
        );
      fs.writeFileSync(file, text.replace(edit.from, edit.to));
    }
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(stampFile, { force: true });
    const started = Date.now();
    await buildRemoteAsync(src, dist, 'production');
    fs.writeFileSync(stampFile, stamp);
    log(`${v.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await twoAtATime(variants.map((v) => () => build(v)));
  return out;
}

/** The hashed files a build produced (what a release of it holds of its own). */
export function ownHashedFiles(dist: string) {
  return new Set(listFiles(path.join(dist, 'client')).filter(isHashedFile));
}

/** The build id of a build folder. */
export const buildIdOf = (dist: string) =>
  JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).buildId as string;

/** A fresh hosting folder with the repo's current builds (npm run build) published as the first releases. */
export async function freshHosting(name: string, log: (line: string) => void) {
  const hostingDir = path.join(TMP, 'releases', `hosting-${name}`);
  fs.rmSync(hostingDir, { recursive: true, force: true });
  const builds = localBuilds();
  if (builds.length < 5)
    throw new Error(
      `build the site first (npm run build): found builds of ${builds.map((b: { app: string }) => b.app).join(', ') || 'nothing'}`,
    );
  await publishBuilds({ hostingDir, builds, log });
  return hostingDir;
}

/** The releases of one app in a hosting folder (releaseStore.js). */
export function releasesOf(hostingDir: string, app: string) {
  const store = openStore({ hostingDir, app: findApp(app) });
  return {
    live: store.liveId() as string | null,
    ids: store.ids() as string[],
    buildOf: (id: string) => store.readRelease(id).buildId as string,
  };
}

function listen(server: Server) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

/**
 * The site served from a hosting folder, on free ports: each remote's origin serves its live
 * release, the composer the shell's (fragments never cached, so a switch shows on the next page).
 * `fieldData`: the composer also takes beacons and serves /ops (shell/server/telemetry.js), its store
 * a file beside the hosting folder, with these settings (FIELD_* thresholds, OPS_TOKEN…).
 */
export async function startReleaseSite(
  hostingDir: string,
  { fieldData }: { fieldData?: Record<string, string> } = {},
): Promise<ReleaseSite> {
  const servers: Server[] = [];
  const remotes: Record<string, string> = {};
  for (const name of Object.keys(REMOTE_DIRS)) {
    const server = await serveRemote(null, 0, name, '127.0.0.1', { live: liveLinkOf(name, hostingDir) });
    servers.push(server);
    remotes[name] = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }
  const remotesFile = path.join(hostingDir, '..', `remotes-${path.basename(hostingDir)}.json`);
  fs.writeFileSync(remotesFile, JSON.stringify(remotes));
  const logger = createLogger({ level: 'warn' });
  let telemetry = null;
  if (fieldData) {
    const db = path.join(hostingDir, '..', `telemetry-${path.basename(hostingDir)}.db`);
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
    telemetry = createTelemetry({
      hostingDir,
      logger,
      env: { ...process.env, ...fieldData },
      store: createTelemetryStore({ url: `file:${db}` }),
    });
    await telemetry.ready();
  }
  const shell = createShellServer({
    dist: path.join(ROOT, 'shell/dist'),
    live: liveLinkOf('shell', hostingDir),
    hostingDir,
    remotesFile,
    freshMs: 0,
    swrMs: 0,
    logger,
    telemetry,
  });
  const port = await listen(shell);
  servers.push(shell);
  const url = `http://localhost:${port}`;
  return {
    topology: 'node',
    url,
    remotes: remotes as Record<RemoteName, string>,
    caFile: null,
    contextOptions: {},
    get: (pathname: string, cookie?: string) => answerOf(url + pathname, null, cookie),
    async stop() {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
              s.closeAllConnections();
            }),
        ),
      );
    },
  };
}

/** The two ways the site is served (docs/operating.md): the Node composer, or nginx with it beside. */
export type Topology = 'node' | 'nginx';
export const TOPOLOGIES: Topology[] = ['node', 'nginx'];
/** A site under test, on either topology. */
export type ReleaseSite = {
  topology: Topology;
  url: string;
  remotes: Record<RemoteName, string>;
  /** The site's private CA (nginx: a local one), null: none. */
  caFile: string | null;
  /** What a browser context needs to open it. */
  contextOptions: import('@playwright/test').BrowserContextOptions;
  get: (pathname: string, cookie?: string) => Promise<{ status: number; headers: http.IncomingHttpHeaders }>;
  stop: () => Promise<void>;
};
/** Why a spec cannot run on `topology` here, or null. */
export const topologyMissing = (topology: Topology) =>
  topology === 'nginx' && !nginxAvailable() ? 'nginx is not installed (apt-get install -y nginx; .ci/run does)' : null;

/** Status and headers of a GET without a browser (the body is read and dropped); `ca`: the site's private CA. */
function answerOf(url: string, ca: Buffer | null, cookie?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const options = { agent: false, headers: cookie ? { cookie } : {}, ...(ca ? { ca } : {}) };
    const req = (url.startsWith('https:') ? https : http).get(url, options, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
  });
}

/**
 * The site served from a hosting folder by the nginx topology (production/nginx/topology.js, what
 * `npm run serve:prod` runs): nginx for the site and each remote over TLS with a local CA, the
 * composer beside it for previews and canaries, the field data server behind /api/rum and /ops. Ports: the first free offset from 30.
 */
export async function startNginxReleaseSite(hostingDir: string): Promise<ReleaseSite> {
  const offset = await freeOffset([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
  const env: NodeJS.ProcessEnv = { ...process.env, FRAGMENT_FRESH_S: '1', FRAGMENT_SWR_S: '0' };
  for (const k of ['REMOTES_CONFIG', 'TLS_CERT', 'TLS_KEY', 'TLS_CA', 'HTTPS_PORT', 'HTTP_PORT', 'PORT_OFFSET'])
    delete env[k];
  const topology = await startTopology({
    offset,
    hostingDir,
    runtimeDir: path.join(path.dirname(hostingDir), `nginx-${path.basename(hostingDir)}`),
    env,
    log: () => {},
  });
  if (!topology.caFile) throw new Error(`the nginx topology at ${topology.siteUrl} started without TLS: no CA file`);
  const ca = fs.readFileSync(topology.caFile);
  return {
    topology: 'nginx',
    url: topology.siteUrl,
    remotes: topology.remotes as Record<RemoteName, string>,
    caFile: topology.caFile,
    // Chromium does not know the local CA; the service worker is not under test here.
    contextOptions: { ignoreHTTPSErrors: true, serviceWorkers: 'block' as const },
    get: (pathname: string, cookie?: string) => answerOf(topology.siteUrl + pathname, ca, cookie),
    stop: () => topology.stop(),
  };
}

/**
 * The site of `topology` served from `hostingDir`, whole: with field data (/api/rum, /ops), which
 * the QA gate's platform checks expect of a real site.
 */
export const startReleaseSiteOn = (topology: Topology, hostingDir: string) =>
  topology === 'nginx' ? startNginxReleaseSite(hostingDir) : startReleaseSite(hostingDir, { fieldData: {} });

/**
 * What the preview and canary specs start from: a fresh hosting folder (`label`, the topology, the
 * port offset) with the current builds live, the site on `topology`, and the mugs variant (built
 * once) staged as a candidate of products (deploy --stage): live stays as it was.
 */
export async function siteWithStagedMugs(topology: Topology, label: string, log: (line: string) => void) {
  const dists = await buildVariants([MUGS_VARIANT], log);
  const hosting = await freshHosting(`${label}-${topology}-${process.env.E2E_PORT_OFFSET || 100}`, log);
  const site = await startReleaseSiteOn(topology, hosting);
  const live = releasesOf(hosting, 'products').live!;
  return { site, hosting, live, candidate: await stageRelease(hosting, 'products', dists[MUGS_VARIANT.name]) };
}

/**
 * `deploy <app> --stage --from <dist>` into the hosting folder; returns the new release's id (the
 * one that was not there before: ids made in the same second do not sort by time).
 */
export async function stageRelease(hosting: string, app: string, dist: string) {
  const before = new Set(releasesOf(hosting, app).ids);
  const staged = await deployCli(hosting, ['deploy', app, '--stage', '--from', dist]);
  expect(staged.code, staged.out).toBe(0);
  const added = releasesOf(hosting, app).ids.filter((id) => !before.has(id));
  expect(added, staged.out).toHaveLength(1);
  return added[0];
}

/**
 * The team's command (`npm run deploy|rollback -w mf-<name>` runs releases/cli.js) against
 * the hosting folder, in a child process so this one keeps serving the site (the smoke check
 * loads pages from it). Resolves with the exit code and everything it printed.
 */
export function deployCli(
  hostingDir: string,
  args: string[],
  site?: ReleaseSite,
  { timeoutMs = 120_000, env = {} }: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'releases/cli.js'), ...args],
      {
        cwd: ROOT,
        // The smoke check trusts the site's private CA as Node does (releases/chromium.js).
        env: {
          ...process.env,
          HOSTING_DIR: hostingDir,
          ...(site?.caFile ? { NODE_EXTRA_CA_CERTS: site.caFile } : {}),
          ...env,
        },
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error
          ? typeof (error as { code?: unknown }).code === 'number'
            ? (error as { code: number }).code
            : 1
          : 0;
        resolve({ code, out: `${stdout}${stderr}` });
      },
    );
  });
}
