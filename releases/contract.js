// Does a remote's build give the live shell what its routes need? A pure check over data
// (hand-written for this site): the shell's templates/contract.json and the facts of one build
// (readBuild.js: exposes and shared ranges from its mf-manifest.json, pages from its bundles). Every problem names the route(s) at fault and the reason.
const semver = require('semver');

/** Shared singletons a remote must take from the host: a second copy of these breaks the page. */
const ESSENTIAL_SHARED = ['react', 'react-dom', '@emotion/react'];

const { packageOf } = require('../shared/src/federation/sharedPackage');

/**
 * @typedef {{ shell?: { buildId?: string }, routes: Record<string, { remote: string, module: string }>, shared: Record<string, string> }} Contract
 * @typedef {{ defaultExport?: string, serverFile?: string, fragment?: string | null, fragmentFile?: string }} PageFacts
 *   defaultExport: 'function' when the server bundle's default export is a function; otherwise
 *   what was found ('undefined', 'object', 'missing file', 'load error: …'); absent = not checked
 * @typedef {{ name: string, buildId?: string, exposes: string[], shared?: Record<string, string | false>, pages: Record<string, PageFacts> }} BuildFacts
 * @typedef {{ routes: string[], reason: string, message: string }} Problem
 */

/**
 * The problems of one remote's build with the live shell's contract.
 * @param {Contract} contract the live shell's contract
 * @param {BuildFacts} build the new build of one remote (build.name)
 * @param {{ label?: string }} [options] label: how messages call the build ('the new build')
 * @returns {Problem[]} empty when the build may go live
 */
function checkContract(contract, build, { label = 'the new build' } = {}) {
  /** @type {Problem[]} */
  const problems = [];
  /** @param {string[]} routes @param {string} reason */
  const add = (routes, reason) => problems.push({ routes, reason, message: `Refused: ${routes.join(', ')} ${reason}` });
  const remote = build.name;
  const routes = Object.entries(contract.routes || {}).filter(([, r]) => r.remote === remote);
  const exposes = new Set(build.exposes || []);

  for (const [route, { module }] of routes) {
    const id = `${remote}/${module}`;
    if (!exposes.has(module)) {
      add([route], `needs ${id}, which ${label} does not expose`);
      continue;
    }
    const page = (build.pages || {})[module] || {};
    const server = page.serverFile || `server/${module}.js`;
    if (page.defaultExport !== undefined && page.defaultExport !== 'function') {
      const found = String(page.defaultExport);
      if (found === 'missing file') add([route], `needs ${id}, whose server bundle ${server} is missing from ${label}`);
      else if (found.startsWith('load error: '))
        add([route], `needs ${id}, whose server bundle ${server} fails to load (${found.slice(12)})`);
      else
        add(
          [route],
          `needs ${id} to be a page, but the default export of ${server} is not a function (it is ${found})`,
        );
    }
    const fragmentFile = page.fragmentFile || `client/fragments/${module}.html`;
    if (page.fragment === undefined) continue; // not checked
    if (page.fragment === null) {
      add([route], `needs ${id}, which has no fragment ${fragmentFile}`);
      continue;
    }
    if (!page.fragment.includes(`data-island="${id}"`))
      add([route], `needs ${id}, whose fragment ${fragmentFile} lacks the island marker data-island="${id}"`);
    if (!/<h1[\s>]/i.test(page.fragment)) add([route], `needs ${id}, whose fragment ${fragmentFile} has no <h1>`);
  }

  // Shared singletons: what the remote requires must be what the host provides.
  if (!routes.length) return problems;
  const paths = routes.map(([route]) => route);
  const provided = contract.shared || {};
  const required = build.shared;
  if (!required) {
    add(
      paths,
      `(${remote}) cannot be checked: its mf-manifest.json records no shared modules ("shared"); rebuild it with the current build-tools`,
    );
    return problems;
  }
  for (const pkg of ESSENTIAL_SHARED) {
    if (provided[pkg] && !(pkg in required))
      add(paths, `(${remote}) do not share ${pkg} with the host: the page would run a second copy of it`);
  }
  for (const [key, range] of Object.entries(required)) {
    if (range === false || range === undefined || range === null) continue;
    const hostVersion = provided[key] ?? provided[packageOf(key)];
    if (!hostVersion) {
      if (ESSENTIAL_SHARED.includes(packageOf(key)))
        add(paths, `(${remote}) require ${key} ${range}, which the live shell does not provide`);
      continue;
    }
    if (!semver.validRange(range)) {
      add(paths, `(${remote}) require ${key} "${range}", which is not a version range`);
    } else if (!semver.valid(hostVersion)) {
      add(
        paths,
        `(${remote}) require ${key} ${range}, but the live shell's contract gives "${hostVersion}", which is not a version`,
      );
    } else if (!semver.satisfies(hostVersion, range)) {
      add(paths, `(${remote}) require ${key} ${range}, but the live shell provides ${key} ${hostVersion}`);
    }
  }
  return problems;
}

/**
 * The contract's shape, checked before use; an Error naming the source otherwise.
 * @param {unknown} contract  as parsed from JSON
 * @param {string} source  the file or URL it came from
 * @returns {Contract}
 */
function validateContract(contract, source) {
  const bad = (/** @type {string} */ what) => new Error(`The shell contract ${source} is not valid: ${what}`);
  if (!contract || typeof contract !== 'object') throw bad('not a JSON object');
  if (!('routes' in contract) || !contract.routes || typeof contract.routes !== 'object')
    throw bad('no "routes" object');
  /** @type {[string, unknown][]} */
  const routes = Object.entries(contract.routes);
  for (const [route, r] of routes) {
    const named =
      typeof r === 'object' &&
      r !== null &&
      'remote' in r &&
      typeof r.remote === 'string' &&
      'module' in r &&
      typeof r.module === 'string';
    if (!named) throw bad(`route ${route} has no remote/module`);
  }
  if (!('shared' in contract) || !contract.shared || typeof contract.shared !== 'object')
    throw bad('no "shared" object');
  // The routes are checked one by one above; the shared versions are the shell build's strings (one
  // that is not a version is refused by checkContract).
  return /** @type {Contract} */ (contract);
}

module.exports = { checkContract, validateContract, packageOf, ESSENTIAL_SHARED };
