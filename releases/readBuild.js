// The facts of a build that the contract check needs (build.json, server bundles, fragments),
// read from a remote's dist folder or from a published release.
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { ROOT } = require('./deployableApps');
const { MANIFEST } = require('../build-tools/federation-files');
const { errorMessage } = require('../serving/errors');

/** @import { BuildFacts, PageFacts } from './contract' */

/**
 * A JSON file's content; an Error starting with `what` when it is missing or not JSON.
 * @param {string} file
 * @param {string} what
 * @returns {any} any, like JSON.parse: each caller checks what it reads (build.json, the manifest, routes.json)
 */
function readJson(file, what) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${what}: ${file} is missing`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${what}: ${file} is not valid JSON (${errorMessage(error)})`);
  }
}

const readOrNull = (/** @type {string} */ file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/**
 * build.json of a build folder (its name and build id), with a clear error when absent.
 * @param {string} distDir
 * @param {string} appName
 * @returns {{ name: string, buildId: string }}
 */
function readBuildInfo(distDir, appName) {
  const info = readJson(path.join(distDir, 'build.json'), `${appName}: no build to deploy`);
  if (info.name !== appName)
    throw new Error(`${appName}: the build in ${distDir} is of "${info.name}", not "${appName}" (build.json name)`);
  if (!info.buildId) throw new Error(`${appName}: ${path.join(distDir, 'build.json')} has no buildId`);
  return info;
}

/**
 * What a remote's mf-manifest.json (Module Federation 2, written by its build) says the contract
 * needs: the modules it exposes, the shared modules it consumes with their version ranges, and its
 * build version (the build id). Unlike build.json, this is what the federation runtime itself reads.
 * @param {string} file
 * @param {string} appName
 * @returns {{ exposes: string[], shared: Record<string, string | false> | undefined, buildVersion: string | undefined }}
 */
function readManifest(file, appName) {
  const manifest = readJson(file, `${appName}: no Module Federation manifest`);
  const list = (/** @type {unknown} */ value, /** @type {string} */ what) => {
    if (!Array.isArray(value)) throw new Error(`${appName}: ${file} has no "${what}" list`);
    return /** @type {Array<Record<string, unknown>>} */ (value);
  };
  const exposes = list(manifest.exposes, 'exposes').map((e) => String(e.name));
  // No "shared" list: the contract check says the build cannot be checked (contract.js).
  /** @type {Record<string, string | false> | undefined} */
  const shared = Array.isArray(manifest.shared)
    ? Object.fromEntries(
        list(manifest.shared, 'shared').map((s) => [
          String(s.name),
          typeof s.requiredVersion === 'string' ? s.requiredVersion : false,
        ]),
      )
    : undefined;
  const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
  return { exposes, shared, buildVersion: typeof buildVersion === 'string' ? buildVersion : undefined };
}

/**
 * Loads the server bundles in a child process (Node resolves React from the repo wherever the build is).
 * @param {string} serverDir
 * @param {string[]} names  the pages (server/<name>.js)
 * @returns {Record<string, string>} what inspectPages.js found of each page's default export
 */
function inspectPages(serverDir, names) {
  if (!names.length) return {};
  const out = execFileSync(process.execPath, [path.join(__dirname, 'inspectPages.js'), serverDir, ...names], {
    env: {
      ...process.env,
      NODE_PATH: [path.join(ROOT, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
    },
    timeout: 30_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out.toString());
}

/**
 * Facts of a remote's build folder (dist): exposes, shared requirements, each exposed page.
 * @param {string} dist
 * @param {string} appName
 * @returns {BuildFacts}
 */
function readRemoteBuild(dist, appName) {
  const distDir = path.resolve(dist);
  const info = readBuildInfo(distDir, appName);
  const { exposes, shared } = readManifest(path.join(distDir, 'client', MANIFEST), appName);
  const exported = inspectPages(path.join(distDir, 'server'), exposes);
  /** @type {Record<string, PageFacts>} */
  const pages = {};
  for (const name of exposes) {
    pages[name] = {
      defaultExport: exported[name],
      serverFile: `server/${name}.js`,
      fragment: readOrNull(path.join(distDir, 'client/fragments', `${name}.html`)),
      fragmentFile: `client/fragments/${name}.html`,
    };
  }
  return { name: info.name, buildId: info.buildId, exposes, shared, pages };
}

/**
 * Facts of a published remote release (its served tree: build.json, mf-manifest.json and fragments; no server bundles).
 * @param {string} release  the release's folder
 * @param {string} appName
 * @returns {BuildFacts}
 */
function readRemoteRelease(release, appName) {
  const releaseDir = path.resolve(release);
  const info = readBuildInfo(releaseDir, appName);
  const { exposes, shared } = readManifest(path.join(releaseDir, MANIFEST), appName);
  /** @type {Record<string, PageFacts>} */
  const pages = {};
  for (const name of exposes) {
    pages[name] = {
      fragment: readOrNull(path.join(releaseDir, 'fragments', `${name}.html`)),
      fragmentFile: `fragments/${name}.html`,
    };
  }
  return { name: info.name, buildId: info.buildId, exposes, shared, pages };
}

module.exports = { readJson, readBuildInfo, readManifest, readRemoteBuild, readRemoteRelease, inspectPages };
