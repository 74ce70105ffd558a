// @ts-check
// POST /api/rum: the collector's beacons (shared/src/telemetry/events.js). Answered at once — 204
// when taken, 400 for anything malformed (with a log line saying why; the client is told nothing
// more), 429 past the client's rate, 503 while the store is not ready — and never waits on the
// database (ingest.js writes in batches).
const { MAX } = require('../../shared/src/telemetry/events');
const { checkBeacon } = require('../../field-data/schema');

/** Past this, a body is not even read to its end (the site's nginx lets 4 × MAX.bytes through). */
const HARD_LIMIT = 64 * 1024;

/** @typedef {import('http').IncomingMessage} Req */
/** @typedef {import('http').ServerResponse} Res */

/**
 * @param {{ ingest: { accept: (beacon: import('../../shared/src/telemetry/events').Beacon) => boolean },
 *   limit: { allow: (client: string) => boolean },
 *   ready: () => boolean, trustProxy: boolean, logger: import('pino').Logger }} o
 */
function createRumHandler({ ingest, limit, ready, trustProxy, logger }) {
  /** @param {Res} res @param {number} status @param {Record<string, string>} [headers] */
  const answer = (res, status, headers = {}) => {
    res.writeHead(status, {
      'Cache-Control': 'no-store',
      ...(status === 204 ? {} : { 'Content-Length': '0' }),
      ...headers,
    });
    res.end();
  };
  /** @param {Res} res @param {string} reason */
  const refuse = (res, reason) => {
    logger.warn({ reason }, 'beacon refused');
    answer(res, 400);
  };

  /** The client a rate applies to: the socket's peer, or behind the site's nginx its X-Real-IP. */
  const clientOf = (/** @type {Req} */ req) => {
    const real = trustProxy ? req.headers['x-real-ip'] : undefined;
    return (typeof real === 'string' && real) || req.socket.remoteAddress || 'unknown';
  };

  /** @param {Req} req @param {Res} res @param {{ route: string | null }} ctx */
  return function handleRum(req, res, ctx) {
    ctx.route = 'rum';
    if (req.method !== 'POST') return answer(res, 405, { Allow: 'POST' });
    if (!ready()) return answer(res, 503, { 'Retry-After': '5' });
    if (!limit.allow(clientOf(req))) return answer(res, 429, { 'Retry-After': '60' });
    const type = String(req.headers['content-type'] || '')
      .split(';')[0]
      .trim();
    // A wrong type or a body over MAX.bytes is refused once the body has been read (answering
    // mid-body makes a proxy in front report 502 instead); one over HARD_LIMIT is cut off at once.
    const declared = Number(req.headers['content-length']);
    if (declared > HARD_LIMIT) {
      refuse(res, `body of ${declared} bytes, over ${MAX.bytes}`);
      req.destroy();
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > HARD_LIMIT) {
        done = true;
        refuse(res, `body over ${MAX.bytes} bytes`);
        req.destroy();
      } else if (size <= MAX.bytes) chunks.push(chunk);
    });
    req.on('error', () => {
      done = true;
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      if (type !== 'application/json' && type !== 'text/plain')
        return refuse(res, `content type ${JSON.stringify(type.slice(0, 60))}`);
      if (size > MAX.bytes) return refuse(res, `body of ${size} bytes, over ${MAX.bytes}`);
      let input;
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(res, 'body is not JSON');
      }
      const checked = checkBeacon(input);
      if (!checked.ok) return refuse(res, checked.reason);
      if (!ingest.accept(checked.beacon)) return answer(res, 503, { 'Retry-After': '5' });
      answer(res, 204);
    });
  };
}

module.exports = { createRumHandler };
