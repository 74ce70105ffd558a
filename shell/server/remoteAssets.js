// The pass-through of a remote's files under /remotes/<name>/…: streamed from the remote's
// current origin, guarded by the remote's circuit breaker (an open breaker answers 503 at once,
// bar its probe), so a hanging remote never holds the site's requests.
const { notFoundPlain } = require('./responses');
const { errorMessage } = require('../../serving/errors');

/** @typedef {import('http').IncomingMessage} Req */
/** @typedef {import('http').ServerResponse} Res */
/** @typedef {import('./requestLog').ServedCtx} ServedCtx */

const PASS_THROUGH_HEADERS = [
  'content-type',
  'content-encoding',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
];
const FORWARDED_REQUEST_HEADERS = ['accept-encoding', 'if-none-match', 'if-modified-since'];

/**
 * @param {{ remotes: { get(): Record<string, string> }, breakers: ReturnType<typeof import('./circuitBreaker').createBreakers>,
 *   upstream: ReturnType<typeof import('./upstream').createUpstream>, settings: { timeoutMs: number, retryMs: number },
 *   logger: import('pino').Logger }} deps
 */
function createRemoteAssetProxy({ remotes, breakers, upstream, settings, logger }) {
  /** @param {Res} res @param {ServedCtx} ctx @param {number} status */
  function remoteUnavailable(res, ctx, status) {
    if (res.headersSent) return res.destroy();
    res.writeHead(status, {
      ...ctx.build.assetHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(Math.ceil(settings.retryMs / 1000)),
    });
    res.end('Remoto no disponible');
  }

  /**
   * Streams `<remote origin>/<rest>` to the visitor.
   * @param {Req} req @param {Res} res @param {ServedCtx} ctx
   * @param {string} name  the remote @param {string} rest  the file's path (and query) at its address
   */
  return async function proxyRemoteAsset(req, res, ctx, name, rest) {
    const base = remotes.get()[name];
    if (!base) return notFoundPlain(res, ctx);
    const breaker = breakers.get(name);
    if (!breaker.allow()) return remoteUnavailable(res, ctx, 503);
    /** @type {import('http').OutgoingHttpHeaders} */
    const headers = {};
    for (const h of FORWARDED_REQUEST_HEADERS) if (req.headers[h]) headers[h] = req.headers[h];
    let up;
    try {
      // The body may pause while a slow visitor reads it (backpressure): a longer idle allowance.
      up = await upstream.request(`${base}/${rest}`, {
        method: req.method,
        headers,
        timeoutMs: settings.timeoutMs,
        idleTimeoutMs: Math.max(settings.timeoutMs, 30000),
      });
    } catch (error) {
      breaker.failure(error);
      logger.warn({ remote: name, error: errorMessage(error) }, 'remote asset request failed');
      return remoteUnavailable(res, ctx, 502);
    }
    if ((up.statusCode ?? 0) >= 500) breaker.failure(new Error(`${base}/${rest}: HTTP ${up.statusCode}`));
    else breaker.success();
    /** @type {import('http').OutgoingHttpHeaders} */
    const out = { ...ctx.build.assetHeaders };
    for (const h of PASS_THROUGH_HEADERS) if (up.headers[h]) out[h] = up.headers[h];
    res.writeHead(up.statusCode || 502, out);
    up.on('error', () => res.destroy());
    res.on('close', () => up.destroy());
    up.pipe(res);
  };
}

module.exports = { createRemoteAssetProxy };
