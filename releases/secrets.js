// @ts-check
// Secrets from configuration, never from the repository, read the same way for each use (the
// preview links' signing key, the operator pages' token): the variable NAME, else the file named by
// NAME_FILE, else a file in the hosting folder that the local site creates (npm run serve). Throws,
// naming the setting, when one is set but unusable; null when none is set.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { errorCode, errorMessage } = require('../serving/errors');

/**
 * @typedef {{ name: string, defaultFile: string, minLength: number, what: string }} SecretSetting
 *   name: the variable (its _FILE sibling names a file); defaultFile: the file's name in the hosting folder
 */

/**
 * @param {SecretSetting} setting
 * @param {string} hostingDir
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
function readSecret({ name, defaultFile, minLength, what }, hostingDir, env = process.env) {
  const check = (/** @type {string} */ value, /** @type {string} */ where) => {
    if (value.length < minLength) throw new Error(`${where}: the ${what} must be at least ${minLength} characters`);
    return value;
  };
  const fromFile = (/** @type {string} */ file, /** @type {string} */ where) => {
    let text;
    try {
      text = fs.readFileSync(file, 'utf8').trim();
    } catch (error) {
      if (where === 'default' && errorCode(error) === 'ENOENT') return null;
      throw new Error(`${where}: cannot read ${file} (${errorCode(error) || errorMessage(error)})`);
    }
    return check(text, `${where} (${file})`);
  };
  if (env[name]) return check(/** @type {string} */ (env[name]), name);
  const fileSetting = `${name}_FILE`;
  if (env[fileSetting]) return fromFile(path.resolve(/** @type {string} */ (env[fileSetting])), fileSetting);
  return fromFile(path.join(hostingDir, defaultFile), 'default');
}

/**
 * Creates <hostingDir>/<defaultFile> (random, owner-only) unless the secret is configured or the
 * file exists. Returns the file's path when it made it.
 * @param {SecretSetting} setting
 * @param {string} hostingDir
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
function ensureLocalSecret({ name, defaultFile }, hostingDir, env = process.env) {
  if (env[name] || env[`${name}_FILE`]) return null;
  const file = path.join(hostingDir, defaultFile);
  if (fs.existsSync(file)) return null;
  fs.mkdirSync(hostingDir, { recursive: true });
  fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

module.exports = { readSecret, ensureLocalSecret };
