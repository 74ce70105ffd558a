// A page as the visitor gets it: the route's template with its includes resolved (the remote's
// current fragment, the remotes' entry URLs), cached and compressed once per version of what it
// includes, with the page's security headers (which depend on the remotes' origins).
const { negotiateEncoding } = require('./acceptEncoding');
const { pageKey } = require('./pageCache');
const { remotesIncludeHtml } = require('./remoteIncludes');
const { linkHeader } = require('./earlyHints');
const { FRAGMENT_INCLUDE } = require('./ssi');
const { pageHeaders, remoteOriginsOf } = require('../../serving/security-headers');
const { PREVIEW_HEADERS, withPreviewBanner } = require('./preview');
const { PREVIEW_RESPONSE_HEADER, previewHeaderValue } = require('../../releases/preview');
const { ISLAND_ATTR, RELEASE_ATTR, islandChunks } = require('../../shared/src/islands/markers');
const { requestUrl } = require('./requestUrl');

/** @typedef {import('./requestLog').ServedCtx} ServedCtx */
/**
 * One include of a page, resolved: its body (null: the stub) and the id naming that body's content;
 * a remote's fragment names its island, the remotes include the page's remote (written with the page).
 * @typedef {{ body: string | null, id: string | null, island?: { remote: string, page: string }, remotesFor?: string }} Included
 */

/**
 * The island's opening marker with the release that composed it (the first island of the fragment).
 * @param {string | null} body @param {string} remote @param {string} page
 * @param {string | null | undefined} releaseId  none: the body as it is
 */
function markRelease(body, remote, page, releaseId) {
  if (!body || !releaseId) return body;
  const marker = `${ISLAND_ATTR}="${remote}/${page}"`;
  return body.replace(marker, `${marker} ${RELEASE_ATTR}="${releaseId}"`);
}

/** The path a request asks for (a server's request always has its URL). @param {import('http').IncomingMessage} req */
const pathOf = (req) => requestUrl(req).pathname;

/**
 * The remotes include of a page: the entries, and the chunks its island names when the island is
 * that remote's (its fragment comes from the same release and address as the entry).
 * @param {Record<string, string>} remotes @param {string} pageRemote
 * @param {{ island?: { remote: string }, body: string | null }[]} included
 */
function remotesIncludeOf(remotes, pageRemote, included) {
  const island = included.find((r) => r.island && r.body);
  const chunks = island?.island?.remote === pageRemote ? islandChunks(/** @type {string} */ (island.body)) : [];
  return remotesIncludeHtml(remotes, pageRemote, chunks);
}

/**
 * The address of a remote's fragment. It names the release the page will be labelled with
 * (`?release=<id>`, which the remote's static server ignores), so the fragment cache keeps one entry
 * per release: after a switch of `live` (deploy, promote, rollback) the next page fetches the new
 * release's fragment instead of serving the old one, cached, under the new name. A remote at an
 * address outside the hosting folder has no release: its plain address.
 * @param {string} base  the remote's address for the request @param {string} page
 * @param {string | null | undefined} release
 */
const fragmentUrl = (base, page, release) =>
  `${base}/fragments/${page}.html${release ? `?release=${encodeURIComponent(release)}` : ''}`;

/**
 * @param {{ remotes: { get(): Record<string, string>, version(): number },
 *   fragments: Pick<import('./fragmentCache').FragmentCache, 'get'>,
 *   health: Pick<ReturnType<typeof import('./health').createRemoteHealth>, 'observe'>,
 *   pages: ReturnType<typeof import('./pageCache').createPageCache>,
 *   releases: ReturnType<typeof import('./releaseView').createReleaseView>, hints?: boolean }} deps
 *   hints: send the page's scripts as Link preload hints (earlyHints.js; PRELOAD_HINTS)
 */
function createPageComposer({ remotes, fragments, health, pages, releases, hints = true }) {
  /** @type {{ version: number, build: import('./shellBuild').ShellBuild | null, headers: Record<string, string> | null }} */
  let pagePolicy = { version: -1, build: null, headers: null };
  /** @param {import('./shellBuild').ShellBuild} build */
  const pageSecurityHeaders = (build) => {
    if (pagePolicy.version !== remotes.version() || pagePolicy.build !== build) {
      pagePolicy = {
        version: remotes.version(),
        build,
        headers: pageHeaders({ ...build.sitePolicy, remoteOrigins: remoteOriginsOf(remotes.get()) }),
      };
    }
    return pagePolicy.headers;
  };

  /**
   * The remotes' addresses for this request: with a preview, the previewed remote's candidate
   * release is at <its address>/_releases/<releaseId> (its server serves it there).
   * @param {Pick<ServedCtx, 'candidates'>} ctx
   * @returns {Record<string, string>}
   */
  function remotesOf(ctx) {
    const all = remotes.get();
    const candidates = Object.entries(ctx.candidates || {}).filter(([app]) => all[app]);
    if (!candidates.length) return all;
    return { ...all, ...Object.fromEntries(candidates.map(([app, id]) => [app, `${all[app]}/_releases/${id}`])) };
  }

  /**
   * The release of each remote for this request: its candidate (preview, canary), else the live one.
   * @param {Pick<ServedCtx, 'candidates'>} ctx
   * @returns {Record<string, string | null>}
   */
  const releasesOf = (ctx) => (ctx.candidates ? { ...releases.live(), ...ctx.candidates } : releases.live());

  /**
   * { body, id } for one include: id names the body's content (null: failed, the stub is used).
   * @param {string} virtual @param {ServedCtx} ctx
   * @param {Record<import('./fragmentCache').FragmentState, string[]>} seen  the page's fragments by state (ctx.fragments)
   * @returns {Promise<Included>}
   */
  async function resolveInclude(virtual, ctx, seen) {
    let m = FRAGMENT_INCLUDE.exec(virtual);
    if (m) {
      const [, remote, page] = m;
      const base = remotesOf(ctx)[remote];
      const url = base ? fragmentUrl(base, page, releasesOf(ctx)[remote]) : null;
      /** @type {Pick<import('./fragmentCache').Fragment, 'state' | 'body' | 'id'>} */
      const got = url ? await fragments.get(url, remote) : { state: 'missing', body: null, id: null };
      seen[got.state].push(`${remote}/${page}`);
      if (url && got.state !== 'fresh') health.observe(remote);
      // The island is marked with its release when the page is composed (on a page cache miss only).
      return { ...got, island: { remote, page } };
    }
    m = /^\/_mf\/remotes\/([a-z][\w-]*)(?:\/[\w-]+)?\.html$/.exec(virtual);
    if (m) return { body: null, id: 'remotes', remotesFor: m[1] }; // written with the page (render)
    return { body: null, id: null };
  }

  /**
   * Answers the page of template `file` of the request's shell build (ctx.build) with `status`.
   * @param {import('http').IncomingMessage} req @param {import('http').ServerResponse} res
   * @param {ServedCtx} ctx @param {number} status @param {string} file
   */
  return async function sendPage(req, res, ctx, status, file) {
    const { build } = ctx;
    const compiled = build.template(file);
    const seen = (ctx.fragments = { fresh: [], stale: [], missing: [] });
    /** @type {Included[]} */
    const included = await Promise.all(
      compiled.includes.map((v) => resolveInclude(v, ctx, seen).catch(() => ({ body: null, id: null }))),
    );
    const ids = releasesOf(ctx);
    // The releases whose content is in the page: the shell's and each island's remote's. They name
    // the page (X-Releases, kept short: it goes out with every page) and are part of its cache key.
    let composedFrom = `shell=${build.id}`;
    for (const r of included) if (r.island) composedFrom += `, ${r.island.remote}=${ids[r.island.remote] ?? '-'}`;
    const render = () => {
      return compiled.render(
        included.map((r) =>
          r.island
            ? markRelease(r.body, r.island.remote, r.island.page, ids[r.island.remote])
            : r.remotesFor
              ? remotesIncludeOf(remotesOf(ctx), r.remotesFor, included)
              : r.body,
        ),
      );
    };
    const { preview } = ctx;
    // A preview page is composed for this visitor only: never put in (or taken from) the page cache.
    // The releases named in the page (island attributes) are part of what a cached page is.
    const page = preview
      ? pages.uncached(withPreviewBanner(render(), preview, pathOf(req)))
      : pages.page(pageKey(build.id, file, remotes.version(), [...included.map((r) => r.id), composedFrom]), render);
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const body = await pages.body(page, encoding);
    const link = linkHeader(compiled.scripts, remotesOf(ctx), hints);
    /** @type {import('http').OutgoingHttpHeaders} */
    const headers = {
      ...pageSecurityHeaders(build),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      'Content-Length': body.length,
      // Which releases composed the page (QA, the logs and field data read it).
      'X-Releases': composedFrom,
      ...(link ? { Link: link } : {}),
      ...(ctx.canaryActive ? { Vary: 'Accept-Encoding, Cookie' } : {}),
      ...(preview ? { ...PREVIEW_HEADERS, [PREVIEW_RESPONSE_HEADER]: previewHeaderValue(preview) } : {}),
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

module.exports = { createPageComposer };
