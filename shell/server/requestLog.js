// One structured log line per request: id, method, path, route, status, duration, and for pages
// which fragments were fresh, stale or missing, and which shell release served it. The id comes from X-Request-Id when it is sane
// (a proxy in front set it) or is generated, and is echoed in the response's X-Request-Id.
const crypto = require('crypto');

const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

/** The request id to use for an incoming X-Request-Id header value. */
function requestId(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && SANE_ID.test(value) ? value : crypto.randomUUID();
}

/**
 * Starts the log record of a request: sets X-Request-Id and logs one line when the response ends
 * (or the connection is lost). Returns the context the handler fills: route, fragments, build (the shell release).
 */
function trackRequest(req, res, logger, clock = () => performance.now()) {
  const started = clock();
  /** @type {{ id: string, route: string | null, fragments: Record<string, string[]> | null, build?: any, candidates?: Record<string, string> }} */
  const ctx = { id: requestId(req.headers['x-request-id']), route: null, fragments: null };
  res.setHeader('X-Request-Id', ctx.id);
  res.once('close', () => {
    const line = {
      reqId: ctx.id,
      method: req.method,
      path: (req.url || '').split('?')[0],
      route: ctx.route || 'not-found',
      status: res.statusCode,
      durationMs: Math.round((clock() - started) * 10) / 10,
    };
    if (ctx.fragments) line.fragments = ctx.fragments;
    if (ctx.build) line.release = ctx.build.id;
    // A preview's or a canary's candidate releases (candidates.js): what this visitor saw.
    if (ctx.candidates) line.candidates = ctx.candidates;
    if (!res.writableFinished) line.aborted = true;
    // A taken beacon (one per visitor page, up to thousands a second) is not worth a line; a refused one is.
    if (ctx.route === 'rum' && res.statusCode === 204) return;
    logger.info(line, 'request');
  });
  return ctx;
}

module.exports = { requestId, trackRequest };
