// Previews in the composer (issue 18): a visitor holding a valid preview cookie gets the real site
// with one app's candidate release, everything else live: a remote's (its fragment, entry and chunks
// from <remote>/_releases/<releaseId>/, served by that remote's server), or the shell's (its
// templates and its own files, main.js and chunks, served here from its release folder). The
// token is releases/preview.js's; a bad or expired one is ignored (the live page) and logged.
//   GET /_preview?token=…[&to=/path]   checks the token, sets the cookie, goes to the page
//   GET /_preview/salir[?to=/path]     clears the cookie, goes back to the page
const { COOKIE, SHELL_TOKEN, readPreviewToken, previewCookieOf } = require('../../releases/preview');
const { openStore } = require('../../releases/releaseStore');
const { findApp } = require('../../releases/deployableApps');

/** @typedef {import('http').IncomingMessage} Req */
/** @typedef {import('http').ServerResponse} Res */
/** A visitor's preview: one app's candidate release, in its release folder. @typedef {{ app: string, releaseId: string, dir: string }} Preview */

/** Headers of every answer composed for a preview: kept by no cache, indexed by no engine. */
const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/**
 * A same-site path to go to (never another origin); `fallback` otherwise.
 * @param {string | null} to @param {string} fallback
 */
function localPath(to, fallback) {
  return typeof to === 'string' && /^\/(?![/\\])/.test(to) ? to : fallback;
}

/**
 * @param {{ hostingDir: string, secret: () => string | null, tls: boolean,
 *   logger: import('pino').Logger, now?: () => number }} o
 */
function createPreview({ hostingDir, secret, tls, logger, now = Date.now }) {
  /**
   * The preview a token grants, or why not.
   * @param {string | undefined} token
   * @returns {{ reason: string } | { reason?: undefined, app: string, releaseId: string, expires: number, dir: string }}
   */
  function check(token) {
    const read = readPreviewToken(token, { secret: secret(), now: now() });
    if (!read.ok) return { reason: read.reason };
    const store = openStore({ hostingDir, app: findApp(read.app) });
    if (!store.has(read.releaseId)) return { reason: `release ${read.releaseId} is not in ${store.releasesDir}` };
    return { app: read.app, releaseId: read.releaseId, expires: read.expires, dir: store.releaseDir(read.releaseId) };
  }

  /** @param {string} value @param {number} maxAgeS */
  const cookie = (value, maxAgeS) =>
    `${COOKIE}=${value}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${tls ? '; Secure' : ''}`;

  return {
    /**
     * The request's preview ({ app, releaseId, dir }) or null; a cookie that grants none is logged and ignored.
     * @param {Req} req @param {{ id: string }} ctx
     * @returns {Preview | null}
     */
    fromRequest(req, ctx) {
      const token = previewCookieOf(req.headers.cookie);
      if (token === undefined) return null;
      const granted = check(token);
      if (granted.reason !== undefined) {
        logger.warn({ reqId: ctx.id, reason: granted.reason }, 'preview cookie ignored: live page served');
        return null;
      }
      return { app: granted.app, releaseId: granted.releaseId, dir: granted.dir };
    },

    /**
     * A preview of the shell, for any request (its pages and its own files come from the candidate):
     * undefined when the cookie names no shell release (a remote's is checked per page), else what
     * fromRequest says of it (null: refused, logged).
     * @param {Req} req @param {{ id: string }} ctx
     * @returns {Preview | null | undefined}
     */
    ofShell(req, ctx) {
      return previewCookieOf(req.headers.cookie)?.startsWith(SHELL_TOKEN) ? this.fromRequest(req, ctx) : undefined;
    },

    /**
     * /_preview and /_preview/salir; false for any other path.
     * @param {Req} req @param {Res} res @param {import('./requestLog').ServedCtx} ctx @param {URL} url
     * @param {(app: string) => string | null} firstPathOf  where a preview of `app` lands
     * @returns {boolean}
     */
    handle(req, res, ctx, url, firstPathOf) {
      const headers = { ...ctx.build.assetHeaders, ...PREVIEW_HEADERS };
      if (url.pathname === '/_preview/salir') {
        ctx.route = 'preview-exit';
        res.writeHead(303, {
          ...headers,
          'Set-Cookie': cookie('', 0),
          Location: localPath(url.searchParams.get('to'), '/'),
        });
        res.end();
        return true;
      }
      if (url.pathname !== '/_preview') return false;
      ctx.route = 'preview-link';
      const granted = check(url.searchParams.get('token') || undefined);
      if (granted.reason !== undefined) {
        logger.warn({ reqId: ctx.id, reason: granted.reason }, 'preview link refused: live site');
        res.writeHead(303, { ...headers, Location: '/' });
        res.end();
        return true;
      }
      const maxAge = Math.max(0, granted.expires - Math.floor(now() / 1000));
      logger.info({ reqId: ctx.id, app: granted.app, release: granted.releaseId }, 'preview started');
      res.writeHead(303, {
        ...headers,
        // Granted: the link has its token.
        'Set-Cookie': cookie(/** @type {string} */ (url.searchParams.get('token')), maxAge),
        Location: localPath(url.searchParams.get('to'), firstPathOf(granted.app) || '/'),
      });
      res.end();
      return true;
    },
  };
}

/**
 * The banner a preview page starts with (Spanish: the visitor reads it): which app and release, and
 * the way out. App names and release ids are validated ([a-z]+, [A-Za-z0-9._-]+); the path is
 * percent-encoded, so nothing here needs HTML escaping.
 * @param {Pick<Preview, 'app' | 'releaseId'>} preview @param {string} pathname
 */
function previewBanner({ app, releaseId }, pathname) {
  return (
    `<aside aria-label="Vista previa" style="background:#fef3c7;color:#111827;border-bottom:2px solid #92400e;padding:.5rem 1rem;font:16px/1.5 system-ui,sans-serif;text-align:center">` +
    `Vista previa de <strong>${app}</strong>, versión <code>${releaseId}</code>: solo tú ves esta versión. ` +
    `<a href="/_preview/salir?to=${encodeURIComponent(pathname)}" style="color:#7c2d12;font-weight:700">Salir de la vista previa</a>` +
    `</aside>`
  );
}

/**
 * `html` with the banner at the top of the body, after the skip link (which stays the first stop of the keyboard).
 * @param {string} html @param {Pick<Preview, 'app' | 'releaseId'>} preview @param {string} pathname
 */
function withPreviewBanner(html, preview, pathname) {
  const banner = previewBanner(preview, pathname);
  const skipLink = /(<body[^>]*>\s*<a class="skip-link"[^>]*>[^<]*<\/a>)/;
  if (skipLink.test(html)) return html.replace(skipLink, (head) => `${head}${banner}`);
  return html.replace(/<body([^>]*)>/, (tag) => `${tag}${banner}`);
}

module.exports = { createPreview, withPreviewBanner, PREVIEW_HEADERS };
