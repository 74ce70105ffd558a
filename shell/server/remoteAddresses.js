// Where each remote is deployed: a JSON file (name → base URL) read at start and re-read when it
// changes, so moving or redeploying a remote needs no shell rebuild or restart.
// REMOTES_CONFIG=<path> picks the file (without it: each remote at its default local port, from
// the apps table); REMOTE_<NAME>_URL overrides one entry.
// A file that cannot be read or parsed keeps the last good configuration; an entry with a bad
// name or URL is left out (or keeps its last good URL); every such problem is logged by name.
const fs = require('fs');
const { REMOTES } = require('../../shared/src/apps/apps');
const { errorCode, errorMessage } = require('../../serving/errors');

/** A remotes file, parsed (parseRemotes). @typedef {ReturnType<typeof parseRemotes>} ParsedRemotes */
/** The remotes configuration in effect, watched (watchRemotes). @typedef {ReturnType<typeof watchRemotes>} RemotesConfig */

// Without REMOTES_CONFIG: every remote at its default local port (the apps table), a
// configuration with no file behind it (named by this label in messages; nothing to watch).
const DEFAULTS = '(no REMOTES_CONFIG: default local ports from shared/src/apps/apps.js)';
const defaultRemotesText = () =>
  JSON.stringify(Object.fromEntries(REMOTES.map((r) => [r.name, `http://127.0.0.1:${r.port}`])));
const NAME = /^[a-z][\w-]*$/;

/**
 * A base URL without trailing slashes, or null when it is not an absolute http(s) URL.
 * @param {unknown} value
 * @returns {string | null}
 */
function baseUrl(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    if (
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      !url.hostname ||
      url.search ||
      url.hash ||
      url.username ||
      url.password
    )
      return null;
    return value.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * Parses a remotes file's text. Throws (message naming the file) when the whole file is unusable;
 * otherwise { remotes, problems, named } with one English sentence per entry left out and every
 * name the file lists.
 * @param {string} text @param {string} file  its path (or DEFAULTS), for messages
 * @param {Record<string, string | undefined>} [env]  REMOTE_<NAME>_URL overrides
 */
function parseRemotes(text, file, env = process.env) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${errorMessage(error)})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error(`${file}: must be a JSON object of remote name → base URL`);
  /** @type {Record<string, string>} */
  const remotes = {};
  /** @type {string[]} */
  const problems = [];
  for (const [name, value] of Object.entries(data)) {
    if (!NAME.test(name)) {
      problems.push(
        `${file}: remote name ${JSON.stringify(name)} is not valid (lower-case letter, then letters, digits, _ or -)`,
      );
      continue;
    }
    const override = env[`REMOTE_${name.toUpperCase()}_URL`];
    const url = baseUrl(override || value);
    if (url) remotes[name] = url;
    else
      problems.push(
        `${file}: remote "${name}" has a bad URL ${JSON.stringify(override || value)}${override ? ` (from REMOTE_${name.toUpperCase()}_URL)` : ''}: an absolute http(s) base URL is needed`,
      );
  }
  return { remotes, problems, named: Object.keys(data) };
}

/**
 * Reads and parses a remotes file (throws when it cannot be read or parsed).
 * @param {string} file @param {Record<string, string | undefined>} [env]
 */
function loadRemotes(file, env = process.env) {
  if (file === DEFAULTS) return parseRemotes(defaultRemotesText(), file, env);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${file}: cannot be read (${errorCode(error) || errorMessage(error)})`);
  }
  return parseRemotes(text, file, env);
}

/** The remotes of the CLI tools: the file's good entries; problems go to `warn`; an unusable file throws. */
/** @param {string} file @param {(problem: string) => void} [warn] */
function readConfig(file, warn = () => {}) {
  const { remotes, problems } = loadRemotes(file);
  problems.forEach((p) => warn(p));
  return remotes;
}

/**
 * The next configuration: the new good entries, and the last good URL of an entry that went bad.
 * @param {Record<string, string>} previous @param {ParsedRemotes} parsed
 */
function mergeRemotes(previous, { remotes, problems, named }) {
  const next = { ...remotes };
  /** @type {string[]} */
  const kept = [];
  for (const name of named) {
    if (!(name in next) && previous[name]) {
      next[name] = previous[name];
      kept.push(name);
    }
  }
  return { remotes: next, problems, kept };
}

/** @param {Record<string, string>} a @param {Record<string, string>} b */
const same = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Watches the remotes file: { get(), version(), close() }. onChange(remotes) runs when the
 * configuration in effect changes (not when the file is rewritten with the same content).
 * @param {string} [file]
 * @param {(remotes: Record<string, string>) => void} [onChange]
 * @param {{ logger?: Pick<import('pino').Logger, 'info' | 'warn' | 'error'>, env?: Record<string, string | undefined>,
 *   intervalMs?: number }} [options]
 */
function watchRemotes(
  file = process.env.REMOTES_CONFIG || DEFAULTS,
  onChange = () => {},
  { logger, env = process.env, intervalMs = 500 } = {},
) {
  /** @type {Record<string, string>} */
  let current = {};
  let version = 0;

  function reload() {
    let parsed;
    try {
      parsed = loadRemotes(file, env);
    } catch (error) {
      logger?.error(
        { file, error: errorMessage(error) },
        `remotes configuration not applied, keeping the last good one: ${errorMessage(error)}`,
      );
      return false;
    }
    const { remotes, problems, kept } = mergeRemotes(current, parsed);
    for (const problem of problems)
      logger?.error({ file, problem }, `remotes configuration entry left out: ${problem}`);
    if (kept.length) logger?.warn({ file, remotes: kept }, `keeping the last good URL of ${kept.join(', ')}`);
    if (same(remotes, current)) return false;
    current = remotes;
    version += 1;
    logger?.info({ file, version, remotes }, 'remotes configuration applied');
    return true;
  }

  reload();
  const listener = () => {
    if (reload()) onChange(current);
  };
  if (file !== DEFAULTS) fs.watchFile(file, { interval: intervalMs }, listener);
  // The watcher compares against its own first look, taken a moment after the read above: one
  // more read then catches a write that fell in between.
  const settle = setTimeout(listener, intervalMs);
  settle.unref();
  return {
    get: () => current,
    version: () => version,
    /** Re-reads the file now (what the watcher does on a change). */
    reload: listener,
    close: () => {
      clearTimeout(settle);
      if (file !== DEFAULTS) fs.unwatchFile(file, listener);
    },
  };
}

module.exports = { watchRemotes, readConfig, parseRemotes, loadRemotes, mergeRemotes, baseUrl, DEFAULTS };
