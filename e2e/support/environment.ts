import fs from 'node:fs';
import path from 'node:path';
import { test, type APIRequestContext } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/apps/apps';
import { REMOTES_SCRIPT_ID } from '../../shared/src/islands/markers';
import { sameCommitSkipReason } from './sameCommit';
import { SAME_COMMIT } from './tags';

/**
 * The site under test, as the site itself describes it (issue 21): where its remotes are (the
 * entry URLs the composer writes into every page), which releases it runs (/release.json and
 * /remotes/<name>/release.json), and whether it is served over TLS. The `environment` setup
 * project (tests/environment.setup.ts) reads it once per run and per target; tests read it back
 * with `environment()`. Nothing here knows a port: the same suite runs against its own servers,
 * a staging site, a preview or production.
 */

export type AppName = 'shell' | RemoteName;

/** What /release.json says (releases/releaseStore.js). */
export type Release = {
  app: string;
  releaseId: string;
  buildId: string;
  commit: string | null;
  /** Published from a checkout with uncommitted changes to the app's build inputs. */
  dirty?: boolean;
  time: string;
};

export type Environment = {
  baseURL: string;
  tls: boolean;
  /** Origin of each remote, e.g. { prints: 'https://prints.example.com' }. */
  remotes: Record<RemoteName, string>;
  /** The live release of each app; null when the site does not say. */
  releases: Record<AppName, Release | null>;
  /** The commit of the suite's own checkout (null when it is not a git checkout). */
  checkout: string | null;
  /** True when the suite started the site itself (no BASE_URL). */
  ownServers: boolean;
};

export const APP_NAMES: readonly AppName[] = ['shell', ...REMOTE_NAMES];

/** Where the environment of one target is kept for the run (inside the run's output folder). */
export function environmentFile(outputDir: string, baseURL: string) {
  return path.join(outputDir, 'environments', `${baseURL.replace(/[^a-z0-9]+/gi, '_')}.json`);
}

async function json<T>(request: APIRequestContext, url: string): Promise<T | null> {
  const answer = await request.get(url, { headers: { 'cache-control': 'no-cache' } });
  if (!answer.ok()) return null;
  try {
    return (await answer.json()) as T;
  } catch {
    return null;
  }
}

/** Reads the environment from the site at `baseURL`; throws (naming what is missing) when it cannot. */
export async function discoverEnvironment(
  request: APIRequestContext,
  baseURL: string,
  checkout: string | null,
): Promise<Environment> {
  const home = await request.get(new URL('/', baseURL).href, { headers: previewCookieHeader() }).catch((error) => {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `${baseURL}/ did not answer (${reason}): is the site under test running, and is BASE_URL its address?`,
    );
  });
  if (!home.ok()) throw new Error(`${baseURL}/ answered ${home.status()}: is the site under test running?`);
  const html = await home.text();
  const script = new RegExp(`<script id="${REMOTES_SCRIPT_ID}"[^>]*>([^<]*)</script>`).exec(html);
  if (!script) throw new Error(`${baseURL}/ has no #${REMOTES_SCRIPT_ID} script: cannot tell where the remotes are`);
  const entries = JSON.parse(script[1]) as Partial<Record<RemoteName, string>>;
  const missing = REMOTE_NAMES.filter((name) => !entries[name]);
  if (missing.length) throw new Error(`${baseURL}/ names no entry for ${missing.join(', ')} in #${REMOTES_SCRIPT_ID}`);
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, new URL(entries[name]!, baseURL).origin]),
  ) as Record<RemoteName, string>;

  // Each remote's release.json beside the entry the page loads: the live release's, or under a
  // preview the candidate's (<origin>/_releases/<id>/release.json).
  const releases = {} as Record<AppName, Release | null>;
  releases.shell = await json<Release>(request, new URL('/release.json', baseURL).href);
  for (const name of REMOTE_NAMES)
    releases[name] = await json<Release>(request, new URL('release.json', new URL(entries[name]!, baseURL)).href);
  return {
    baseURL,
    tls: new URL(baseURL).protocol === 'https:',
    remotes,
    releases,
    checkout,
    ownServers: !process.env.BASE_URL,
  };
}

/**
 * The preview cookie QA runs under (E2E_PREVIEW_TOKEN: `npm run verify` sets it; see docs/qa.md):
 * every page of the run then has that remote's candidate release.
 */
export function previewCookie(baseURL: string) {
  const token = process.env.E2E_PREVIEW_TOKEN;
  if (!token) return null;
  const url = new URL(baseURL);
  return {
    name: 'estampa_preview',
    value: token,
    domain: url.hostname,
    path: '/',
    httpOnly: true,
    secure: url.protocol === 'https:',
    sameSite: 'Lax' as const,
    expires: -1,
  };
}

function previewCookieHeader(): Record<string, string> {
  return process.env.E2E_PREVIEW_TOKEN ? { cookie: `estampa_preview=${process.env.E2E_PREVIEW_TOKEN}` } : {};
}

/** One line per app, for the report and the console: "prints 20261124-…-prints-… (commit 4a82799)". */
export function describeEnvironment(env: Environment) {
  return APP_NAMES.map((app) => {
    const r = env.releases[app];
    const at = app === 'shell' ? env.baseURL : env.remotes[app];
    return `${app} ${r ? `${r.releaseId} (commit ${r.commit ? r.commit.slice(0, 7) : 'unknown'}${r.dirty ? ', uncommitted changes' : ''})` : 'release unknown'} at ${at}`;
  });
}

const cache = new Map<string, Environment>();

/** The environment of the running test's target, as the setup project found it. */
export function environment(): Environment {
  const info = test.info();
  const baseURL = info.project.use.baseURL;
  if (!baseURL) throw new Error(`project ${info.project.name} has no baseURL`);
  const file = environmentFile(info.project.outputDir, baseURL);
  let env = cache.get(file);
  if (!env) {
    if (!fs.existsSync(file))
      throw new Error(
        `${file} is missing: the "environment" setup project did not run for ${baseURL} (run without --no-deps)`,
      );
    env = JSON.parse(fs.readFileSync(file, 'utf8')) as Environment;
    cache.set(file, env);
  }
  return env;
}

/**
 * Skips the running test unless the live release of each app in `apps` was built from the suite's
 * own commit: the test compares the page with this checkout's source data (prices, catalogues), so
 * against another release it would fail without the site being wrong. Tests that call it carry
 * the @same-commit tag in their title.
 */
export function requireSameCommit(...apps: AppName[]) {
  const reason = sameCommitSkipReason(environment(), apps);
  test.skip(reason !== null, reason ?? '');
}

/**
 * A describe block of tests that compare `app`'s pages with this checkout's source data: tagged
 * @same-commit (and `tags`), each test skipped, saying why, unless `app` was built from this commit.
 */
export function describeSameCommit(
  title: string,
  { app, tags = [] }: { app: AppName; tags?: string[] },
  body: () => void,
) {
  test.describe(title, { tag: [SAME_COMMIT, ...tags] }, () => {
    test.beforeEach(() => requireSameCommit(app));
    body();
  });
}

/** Skips the running test when the suite runs against a site it did not start (BASE_URL). */
export function requireOwnServers(why: string) {
  test.skip(!!process.env.BASE_URL, `@needs-local-servers: ${why}; BASE_URL is set`);
}
