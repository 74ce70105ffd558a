// One structured log line per request: id, method, path, route, status, duration, and for pages
// which fragments were fresh, stale or missing, and which shell release served it. The id comes from X-Request-Id when it is sane
// (a proxy in front set it) or is generated, and is echoed in the response's X-Request-Id.
const crypto = require('crypto');

const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * What one request's handling records (the handler fills it; the log line reads it).
 * @typedef {object} RequestCtx
 * @property {string} id  the request id (X-Request-Id)
 * @property {string | null} route  what answered: a page's path, 'asset', 'rum'… (null: nothing yet)
 * @property {Record<import('./fragmentCache').FragmentState, string[]> | null} fragments  a page's fragments by state
 * @property {import('./shellBuild').ShellBuild} [build]  the shell release serving the request
 * @property {import('./preview').Preview | null} [preview]  the visitor's preview (null: none; unset: not checked yet)
 * @property {Record<string, string>} [candidates]  remote → the candidate release this visitor gets (preview, canary)
 * @property {boolean} [canaryActive]  a canary runs: the page depends on the visitor's bucket cookie
 */
/** A request's context once its shell build is chosen (index.js). @typedef {RequestCtx & { build: import('./shellBuild').ShellBuild }} ServedCtx */

/**
 * The request's log line.
 * @typedef {{ reqId: string, method: string | undefined, path: string, route: string, status: number,
 *   durationMs: number, fragments?: RequestCtx['fragments'], release?: string,
 *   candidates?: Record<string, string>, aborted?: boolean }} RequestLine
 */

/**
 * The request id to use for an incoming X-Request-Id header value.
 * @param {string | string[] | undefined} header
 */
function requestId(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && SANE_ID.test(value) ? value : crypto.randomUUID();
}

/**
 * Starts the log record of a request: sets X-Request-Id and logs one line when the response ends
 * (or the connection is lost). Returns the context the handler fills: route, fragments, build (the shell release).
 * @param {Pick<import('http').IncomingMessage, 'method' | 'url' | 'headers'>} req
 * @param {{ statusCode: number, writableFinished: boolean, setHeader(name: string, value: string): unknown,
 *   once(event: 'close', listener: () => void): unknown }} res  a ServerResponse (what is read of it)
 * @param {Pick<import('pino').Logger, 'info'>} logger
 * @param {() => number} [clock]  milliseconds
 * @returns {RequestCtx}
 */
function trackRequest(req, res, logger, clock = () => performance.now()) {
  const started = clock();
  /** @type {RequestCtx} */
  const ctx = { id: requestId(req.headers['x-request-id']), route: null, fragments: null };
  res.setHeader('X-Request-Id', ctx.id);
  res.once('close', () => {
    /** @type {RequestLine} */
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
