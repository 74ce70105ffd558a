// HTTP(S) requests from the composer to the remotes: fragments (read whole, bounded in time and
// size) and the /remotes/<name>/… pass-through (streamed). One module for both, so both speak
// http: and https:, reuse connections (keep-alive agents) and give up after a timeout.
// Weighed against undici (scripts/bench/libraries.js, docs/performance.md): undici reads a 40 KB
// fragment in a third of our time one at a time on loopback (0.10 against 0.30 ms), but Node's
// http client alone is as fast as undici (0.09 ms), so the difference is in our reader below, not
// in the client. Ours is kept for now: switched to undici, a request aborted at its deadline made
// undici open a fresh connection to a remote that hangs (the circuit breaker counts on one), and
// its own header and body timers fired up to a second late for sub-second limits.
// Extra trusted CAs: NODE_EXTRA_CA_CERTS (applied by Node itself to the https module), or `ca`
// here (tests with a throw-away CA; passing `ca` replaces the default trust store).
const http = require('http');
const https = require('https');
const zlib = require('zlib');

class UpstreamError extends Error {
  /** @param {string} message @param {string} code */
  constructor(message, code) {
    super(message);
    this.name = 'UpstreamError';
    this.code = code;
  }
}

/**
 * A request's options: its headers, how long to wait for the answer's headers (`timeoutMs`) and
 * then between two pieces of its body (`idleTimeoutMs`, default `timeoutMs`), its method.
 * @typedef {{ headers?: http.OutgoingHttpHeaders, timeoutMs?: number, idleTimeoutMs?: number, method?: string }} RequestOptions
 */
/** @typedef {{ headers?: http.OutgoingHttpHeaders, timeoutMs?: number, maxBytes?: number }} FetchTextOptions */
/** A whole text answer (fetchText). @typedef {{ status: number, headers: http.IncomingHttpHeaders, body: string }} FetchedText */
/** The composer's client of the remotes. @typedef {ReturnType<typeof createUpstream>} Upstream */

/**
 * An upstream failure as an UpstreamError: one as it is, anything else wrapped in one (`where`: the URL).
 * @param {NodeJS.ErrnoException} error  what the request or the stream emitted
 * @param {string} where
 */
function upstreamError(error, where) {
  return error instanceof UpstreamError
    ? error
    : new UpstreamError(`${where}: ${error.code || error.message}`, error.code || 'EUPSTREAM');
}

/**
 * Sends a GET (or HEAD) and resolves with the response once its headers arrive (within
 * `timeoutMs`); after that, a body that stalls for `idleTimeoutMs` (default: `timeoutMs`) is
 * destroyed with an 'ETIMEDOUT' error. A keep-alive socket the server closed while idle is
 * retried once on a new one.
 * @param {{ [protocol: string]: http.Agent }} agents the keep-alive agent of each protocol ('http:', 'https:')
 * @param {string | URL} url
 * @param {RequestOptions} [options]
 * @param {boolean} [retried]
 * @returns {Promise<http.IncomingMessage>}
 */
function sendRequest(
  agents,
  url,
  { headers = {}, timeoutMs = 2000, idleTimeoutMs = timeoutMs, method = 'GET' } = {},
  retried = false,
) {
  const target = url instanceof URL ? url : new URL(url);
  const lib = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
  if (!lib)
    return Promise.reject(new UpstreamError(`${target.href}: unsupported protocol ${target.protocol}`, 'EPROTOCOL'));
  return new Promise((resolve, reject) => {
    const req = lib.request(target, { method, headers, agent: agents[target.protocol] });
    const deadline = setTimeout(
      () => req.destroy(new UpstreamError(`${target.href}: no answer within ${timeoutMs} ms`, 'ETIMEDOUT')),
      timeoutMs,
    );
    req.on('response', (res) => {
      clearTimeout(deadline);
      res.setTimeout(idleTimeoutMs, () =>
        res.destroy(new UpstreamError(`${target.href}: body stalled for ${idleTimeoutMs} ms`, 'ETIMEDOUT')),
      );
      resolve(res);
    });
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      clearTimeout(deadline);
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET') {
        resolve(sendRequest(agents, target, { headers, timeoutMs, idleTimeoutMs, method }, true));
      } else {
        reject(upstreamError(error, target.href));
      }
    });
    req.end();
  });
}

/**
 * Reads a response's whole text body, at most `maxBytes` (decoded) and complete within `timeoutMs`
 * of `started`. Resolves { status, headers, body }; rejects on timeout, stream error, an unknown
 * content-encoding or an oversized body.
 * @param {http.IncomingMessage} res
 * @param {string} url
 * @param {{ timeoutMs: number, maxBytes: number, started: number }} limits
 * @returns {Promise<FetchedText>}
 */
function readText(res, url, { timeoutMs, maxBytes, started }) {
  return new Promise((resolve, reject) => {
    /** @param {Error} error */
    const fail = (error) => {
      clearTimeout(deadline);
      res.destroy();
      reject(error);
    };
    const declared = Number(res.headers['content-length']);
    const encoding = String(res.headers['content-encoding'] || 'identity').toLowerCase();
    /** @type {Record<string, (() => import('stream').Transform) | null>} */
    const decoders = {
      identity: null,
      gzip: zlib.createGunzip,
      br: zlib.createBrotliDecompress,
      deflate: zlib.createInflate,
    };
    const deadline = setTimeout(
      () => fail(new UpstreamError(`${url}: body not complete within ${timeoutMs} ms`, 'ETIMEDOUT')),
      Math.max(0, timeoutMs - (Date.now() - started)),
    );
    if (!(encoding in decoders))
      return fail(new UpstreamError(`${url}: unsupported content-encoding ${encoding}`, 'EENCODING'));
    if (encoding === 'identity' && declared > maxBytes)
      return fail(
        new UpstreamError(`${url}: body of ${declared} bytes is over the ${maxBytes} byte limit`, 'ETOOLARGE'),
      );
    const decoder = decoders[encoding];
    /** @type {import('stream').Readable} */
    const stream = decoder ? res.pipe(decoder()) : res;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) fail(new UpstreamError(`${url}: body over the ${maxBytes} byte limit`, 'ETOOLARGE'));
      else chunks.push(chunk);
    });
    stream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => fail(upstreamError(error, url)));
    res.on('error', (error) => fail(upstreamError(error, url)));
    stream.on('end', () => {
      clearTimeout(deadline);
      // A client request's response always has its status code (it is only unset on a server's request).
      const status = /** @type {number} */ (res.statusCode);
      if (size <= maxBytes) resolve({ status, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** @param {{ ca?: string | Buffer, maxSockets?: number }} [options] */
function createUpstream({ ca, maxSockets = 64 } = {}) {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets }),
    'https:': new https.Agent({ keepAlive: true, maxSockets, ...(ca ? { ca } : {}) }),
  };

  /**
   * Sends a GET (or HEAD) through the keep-alive agents (see sendRequest).
   * @param {Parameters<typeof sendRequest>[1]} url
   * @param {Parameters<typeof sendRequest>[2]} [options]
   * @param {boolean} [retried]
   */
  function request(url, options, retried) {
    return sendRequest(agents, url, options, retried);
  }

  /**
   * GETs a whole text body, at most `maxBytes` (decoded) and all of it within `timeoutMs`.
   * Resolves { status, headers, body }; rejects on timeout, connection error or an oversized body.
   * @param {string} url
   * @param {FetchTextOptions} [options]
   * @returns {Promise<FetchedText>}
   */
  function fetchText(url, { headers = {}, timeoutMs = 2000, maxBytes = 2 * 1024 * 1024 } = {}) {
    const started = Date.now();
    return request(url, { headers: { 'accept-encoding': 'gzip, br', ...headers }, timeoutMs }).then((res) =>
      readText(res, url, { timeoutMs, maxBytes, started }),
    );
  }

  return {
    request,
    fetchText,
    /** Closes the idle keep-alive sockets to the remotes (on server shutdown). */
    close() {
      for (const agent of Object.values(agents)) agent.destroy();
    },
  };
}

module.exports = { createUpstream, UpstreamError };
