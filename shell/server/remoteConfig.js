// Where each remote is deployed: a JSON file (name → base URL) read at start and re-read when it
// changes, so moving or redeploying a remote needs no shell rebuild or restart.
// REMOTES_CONFIG=<path> picks the file; REMOTE_<NAME>_URL overrides one entry.
const fs = require('fs');
const path = require('path');

const DEFAULT_FILE = path.join(__dirname, '../config/remotes.json');

function readConfig(file) {
  let data = {};
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`[shell] No se pudo leer ${file}:`, error.message);
  }
  const remotes = {};
  for (const [name, base] of Object.entries(data)) {
    const override = process.env[`REMOTE_${name.toUpperCase()}_URL`];
    const url = String(override || base || '').replace(/\/+$/, '');
    if (/^[a-z][\w-]*$/.test(name) && /^https?:\/\//.test(url)) remotes[name] = url;
  }
  return remotes;
}

function watchRemotes(file = process.env.REMOTES_CONFIG || DEFAULT_FILE, onChange = () => {}) {
  let current = readConfig(file);
  fs.watchFile(file, { interval: 500 }, () => {
    current = readConfig(file);
    onChange(current);
  });
  return {
    get: () => current,
    close: () => fs.unwatchFile(file),
  };
}

module.exports = { watchRemotes, readConfig };
