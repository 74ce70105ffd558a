// @ts-check
// The composer's small non-page answers. Each carries the shell release's asset headers (security
// headers for files) and says whether a cache may keep it.
const { isNativeError } = require('util').types;
const { errorMessage } = require('../../serving/errors');

/** @typedef {import('http').IncomingMessage} Req */
/** @typedef {import('http').ServerResponse} Res */
/** @typedef {{ build?: { assetHeaders: Record<string, string> } }} Ctx */

/** @param {Ctx} ctx */
const assetHeadersOf = (ctx) => (ctx.build ? ctx.build.assetHeaders : {});

/**
 * JSON for /healthz and /readyz: never cached.
 * @param {Req} req @param {Res} res @param {Ctx} ctx @param {number} status @param {unknown} data
 */
function sendJson(req, res, ctx, status, data) {
  const body = JSON.stringify(data);
  res.writeHead(status, {
    ...assetHeadersOf(ctx),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A missing file, or a path that is not a page: plain text, never the HTML 404 page.
 * @param {Res} res @param {Ctx} ctx
 */
function notFoundPlain(res, ctx) {
  res.writeHead(404, {
    ...assetHeadersOf(ctx),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
  res.end('No encontrado');
}

/**
 * A request that failed inside the composer: logged, answered 500 if nothing was sent yet.
 * @param {Res} res @param {Ctx} ctx @param {unknown} error  what was thrown
 * @param {Pick<import('pino').Logger, 'error'>} logger
 */
function failed(res, ctx, error, logger) {
  logger.error({ error: errorMessage(error), stack: isNativeError(error) ? error.stack : undefined }, 'request failed');
  if (!res.headersSent)
    res.writeHead(500, {
      ...assetHeadersOf(ctx),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  res.end('Error interno');
}

module.exports = { sendJson, notFoundPlain, failed };
