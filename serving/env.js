// @ts-check
// Settings read from the environment by the Node side (the servers, the deploy tools, the build):
// one reader, so every bad value fails the same way, at start-up, naming the setting.

/**
 * A number from the environment, `fallback` when unset or empty; anything else outside
 * [min, max] throws an Error naming the setting and the value given.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {{ min?: number, max?: number, unit?: string, integer?: boolean }} [range]  integer: whole numbers only
 */
function envNumber(env, name, fallback, { min = 0, max = Infinity, unit = '', integer = false } = {}) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    const bounds = max === Infinity ? `≥ ${min}` : `from ${min} to ${max}`;
    const kind = integer ? 'a whole number' : 'a number';
    throw new Error(`${name} must be ${kind}${unit ? ` of ${unit}` : ''} ${bounds}, got ${JSON.stringify(raw)}`);
  }
  return n;
}

/**
 * A yes/no setting: 1/true/on/yes or 0/false/off/no (any case); `fallback` when unset.
 * @param {Record<string, string | undefined>} env @param {string} name @param {boolean} fallback
 */
function envFlag(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|on|yes)$/i.test(raw)) return true;
  if (/^(0|false|off|no)$/i.test(raw)) return false;
  throw new Error(`${name} must be 1 or 0 (true/false, on/off), got ${JSON.stringify(raw)}`);
}

/**
 * A TCP port from the environment (0 to 65535), `fallback` when unset.
 * @param {Record<string, string | undefined>} env @param {string} name @param {number} fallback
 */
const envPort = (env, name, fallback) => envNumber(env, name, fallback, { max: 65535, integer: true });

/**
 * One of `choices`, `fallback` when unset; anything else throws naming the setting and the choices.
 * @template {string} T
 * @param {Record<string, string | undefined>} env @param {string} name @param {readonly T[]} choices @param {T} fallback
 * @returns {T}
 */
function envChoice(env, name, choices, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const choice = choices.find((c) => c === raw);
  if (choice === undefined) throw new Error(`${name} must be one of ${choices.join(', ')}, got ${JSON.stringify(raw)}`);
  return choice;
}

module.exports = { envNumber, envFlag, envPort, envChoice };
