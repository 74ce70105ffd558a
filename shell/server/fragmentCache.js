// Fetches remotes' prerendered fragments with a short cache: fresh for `ttlMs`, then served stale
// while one background refresh runs, and kept (stale) when the remote is down.
function createFragmentCache({ ttlMs = 5000, timeoutMs = 2000, fetchImpl = globalThis.fetch } = {}) {
  const entries = new Map(); // url → { body, fetchedAt, refreshing }

  async function fetchFragment(url) {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/html' } });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const body = await res.text();
    if (!/data-island="/.test(body)) throw new Error(`${url}: no es un fragmento`);
    entries.set(url, { body, fetchedAt: Date.now(), refreshing: false });
    return body;
  }

  return {
    /** The fragment body, or null when the remote never answered with one. */
    async get(url) {
      const entry = entries.get(url);
      if (entry && Date.now() - entry.fetchedAt < ttlMs) return entry.body;
      if (entry) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          fetchFragment(url).catch((error) => {
            entry.refreshing = false;
            console.error(`[shell] Fragmento no actualizado, se sirve el anterior: ${error.message}`);
          });
        }
        return entry.body;
      }
      try {
        return await fetchFragment(url);
      } catch (error) {
        console.error(`[shell] Fragmento no disponible: ${error.message}`);
        return null;
      }
    },
    clear: () => entries.clear(),
  };
}

module.exports = { createFragmentCache };
