// nginx configuration for the production topology, generated (never hand-edited) from:
//   the remotes config      { name: base URL }            shell/server/remoteAddresses.js
//   the security headers    page / shell asset / remote    serving/security-headers.js
//   the cache policy        hashed, fragments, the rest    serving/cache-policy.js
//   the shell's build       routes.json, site-policy.json  shell/dist/templates (or its live release)
//   ports, paths, certificates
// Served folders may be releases' `live` links (<HOSTING_DIR>/<app>/live, releases): nginx
// follows the link at each request (open_file_cache off), so a deploy or rollback is served from
// the next request on without a reload. Only a shell release whose routes.json or site policy
// differ needs this configuration regenerated (production/nginx/topology.js watches the shell's link).
// Pure functions: each returns { files: { relativePath: text } } and writes nothing.
//
// Site (one nginx master):
//   http  :HTTP   301 → https
//   https :HTTPS  routes → the composed page from the page cache (pageProxyLines: built and
//                 compressed once a second per page and encoding); files of shell/dist/client
//                 (precompressed .br/.gz served as such); /remotes/<name>/… proxied to the remote;
//                 unknown path → the 404 page with status 404; a missing file (path with an
//                 extension, not opened as a page) → plain 404; GET and HEAD only.
//   Pages are composed by either
//     the pages server (internal, unix socket): shell/dist/templates/<route>.html with SSI, or
//     site nodes that are composers (`nodes`, issue 20): nginx balances them and retries a
//                   failed request on the next; the SSI servers are then left out.
//   Pages for one visitor (a preview, a canary's side) skip the cache: the composer's (issue 18).
//   Fragments take three hops inside the same master, because nginx can only judge a response's
//   body in an SSI `include … set=` and the template's `stub` only fires on an EMPTY response:
//     /_fragments/<r>/<P>.html (template's include)  →  proxy to the check server (unix socket)
//     check server: fragment-check.html (SSI) includes /_fragment_upstream/<r>/<P>.html into a
//                   variable (at most maxFragmentBytes, else the include fails) and echoes it only
//                   if it looks like that page's fragment; otherwise the answer is empty, so the
//                   template shows its Spanish fallback stub
//     cache server: proxy_cache to the remote over HTTPS (verified), stale within the bounds the
//                   remote's Cache-Control gives; text/html answers get a marker prefix (the
//                   addition module only runs for text/html), so the check above also sees the type
// Remote origin (one nginx master per remote): the remote's dist/client over HTTPS with CORS,
// CORP cross-origin, fragment Cache-Control, its standalone page at / with the page policy.
const path = require('path');
const crypto = require('crypto');
const security = require('../../serving/security-headers');
const cachePolicy = require('../../serving/cache-policy');
const { RUM_ENDPOINT, MAX } = require('../../shared/src/telemetry/events');
const { COOKIE: PREVIEW_COOKIE, SHELL_TOKEN: SHELL_PREVIEW_TOKEN } = require('../../releases/preview');
const { BUCKET_COOKIE } = require('../../releases/canary');
const { RELEASE_ID } = require('../../releases/releaseStore');
const { RELEASE_ATTR, ISLAND_ATTR } = require('../../shared/src/islands/markers');
const { FILE_EXTENSION } = require('../../shell/server/missingFile');

/** @import { FragmentTimings } from '../../serving/cache-policy' */
/** @import { HeaderSet, SitePolicy } from '../../serving/security-headers' */

/** Generated files: path relative to the configuration folder → text. @typedef {Record<string, string>} Files */
/**
 * The shell build's templates/routes.json: each route's template file, and the 404 page's.
 * @typedef {{ routes: Record<string, string>, notFound: string }} ShellRoutes
 */

/** The remote's fragment files (what cache-policy.js calls FRAGMENT); generate.test.ts checks the two agree. */
const FRAGMENT_LOCATION = '^/fragments/[^/]+\\.html$';
/** What the cache server puts before a text/html answer, and the check server requires and strips. */
const HTML_MARKER = '<!--fragment:text/html-->';
const NAME = /^[a-z][\w-]*$/;
const PAGE = '[A-Za-z]\\w*';
/** The internal location of the site's 404 page (and its key in siteFiles' pageScripts). */
const NOT_FOUND = '/_not_found';

/**
 * A double-quoted nginx string. nginx has no escape for `$` (it would be read as a variable).
 * @param {string | number} value
 */
function str(value) {
  const s = String(value);
  if (s.includes('$')) throw new Error(`nginx string cannot contain "$": ${s}`);
  if (/[\r\n]/.test(s)) throw new Error(`nginx string cannot contain a line break: ${JSON.stringify(s)}`);
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * `add_header` lines for a header set; `always` so error responses carry them too.
 * @param {HeaderSet} headers
 */
function headerInclude(headers) {
  return (
    Object.entries(headers)
      .map(([name, value]) => {
        if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name)) throw new Error(`bad header name ${JSON.stringify(name)}`);
        return `add_header ${name} ${str(value)} always;`;
      })
      .join('\n') + '\n'
  );
}

/** @param {string} text @param {number} n  spaces before each line that is not empty */
function indent(text, n) {
  const pad = ' '.repeat(n);
  return text
    .split('\n')
    .map((l) => (l ? pad + l : l))
    .join('\n');
}

/**
 * { tls, hostname, address, port, hostHeader, basePath } of a remote's base URL.
 * @param {string} url
 */
function upstreamOf(url) {
  if (/["$\\\s{};']/.test(url)) throw new Error(`remote URL has characters nginx cannot take: ${url}`);
  const u = new URL(url);
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`remote URL must be http(s): ${url}`);
  const tls = u.protocol === 'https:';
  const port = Number(u.port || (tls ? 443 : 80));
  // The local origins listen on the IPv4 loopback; "localhost" may also resolve to ::1 elsewhere.
  const address = u.hostname === 'localhost' ? '127.0.0.1' : u.hostname;
  return { tls, hostname: u.hostname, address, port, hostHeader: u.host, basePath: u.pathname.replace(/\/+$/, '') };
}

/** The journal's syslog socket (systemd-journald), where the units' nginx sends its access lines. */
const JOURNAL_SOCKET = '/run/systemd/journal/dev-log';

/**
 * Where nginx logs. Without a tag: files in <runtimeDir>/logs (the local topology). With one (the
 * systemd units, production/systemd): errors on stderr and access lines to the journal's syslog socket
 * tagged `<tag>` (`<tag>_<log>` for the other access logs), so `journalctl -u <unit>` shows both.
 * @param {string} runtimeDir @param {string | null | undefined} syslogTag
 */
function logTargets(runtimeDir, syslogTag) {
  if (!syslogTag)
    return {
      error: str(path.join(runtimeDir, 'logs/error.log')),
      /** @param {string} name */
      access: (name) => str(path.join(runtimeDir, `logs/${name}.log`)),
    };
  // nginx: at most 32 letters, digits or underscores (room left for a `_<log>` suffix).
  if (!/^[A-Za-z0-9_]{1,20}$/.test(syslogTag))
    throw new Error(`syslog tag must be 1 to 20 letters, digits or underscores, got ${JSON.stringify(syslogTag)}`);
  return {
    error: 'stderr',
    /** @param {string} name */
    access: (name) =>
      str(
        `syslog:server=unix:${JOURNAL_SOCKET},tag=${name === 'access' ? syslogTag : `${syslogTag}_${name}`},nohostname`,
      ),
  };
}

/**
 * The top of every nginx.conf of the topology: own pid, logs, temp paths (nothing root-only).
 * @param {{ runtimeDir: string, user?: string | null, brotliModule?: string | (string | null)[] | null, workerProcesses?: number | 'auto', syslogTag?: string | null }} o
 */
function mainContext({ runtimeDir, user, brotliModule, workerProcesses = 'auto', syslogTag = null }) {
  const lines = [];
  for (const module of /** @type {(string | null)[]} */ ([]).concat(brotliModule || []).filter(Boolean))
    lines.push(`load_module ${str(/** @type {string} */ (module))};`); // filter(Boolean) left out the nulls
  if (user) lines.push(`user ${user};`);
  lines.push(
    `worker_processes ${workerProcesses};`,
    `pid ${str(path.join(runtimeDir, 'nginx.pid'))};`,
    `error_log ${logTargets(runtimeDir, syslogTag).error} warn;`,
    'pcre_jit on;',
    'events { worker_connections 1024; }',
  );
  return lines.join('\n') + '\n';
}

/** @param {{ runtimeDir: string, mimeTypes?: string | null, syslogTag?: string | null }} o */
function httpCommon({ runtimeDir, mimeTypes, syslogTag = null }) {
  /** @param {string} name */
  const tmp = (name) => str(path.join(runtimeDir, 'tmp', name));
  return [
    mimeTypes
      ? `include ${str(mimeTypes)};`
      : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; text/plain txt; application/xml xml; image/png png; image/x-icon ico; }',
    // The web app manifest: Debian's mime.types (nginx 1.22) does not name it; a second types block adds to the first.
    'types { application/manifest+json webmanifest; }',
    'default_type application/octet-stream;',
    'charset utf-8;',
    'charset_types text/plain text/css text/xml application/javascript application/json image/svg+xml;',
    'server_tokens off;',
    'sendfile on;',
    '# Releases switch a `live` symlink: every request looks the path up again (no cached fds or',
    '# stat results), so it is served from the release live at that moment.',
    'open_file_cache off;',
    'tcp_nopush on;',
    'keepalive_timeout 65;',
    `client_body_temp_path ${tmp('client')};`,
    `proxy_temp_path ${tmp('proxy')};`,
    `fastcgi_temp_path ${tmp('fastcgi')};`,
    `uwsgi_temp_path ${tmp('uwsgi')};`,
    `scgi_temp_path ${tmp('scgi')};`,
    'log_format json escape=json \'{"time":"$time_iso8601","remote":"$remote_addr","method":"$request_method","uri":"$request_uri","status":$status,"bytes":$body_bytes_sent,"ms":$request_time,"cache":"$upstream_cache_status","upstream":"$upstream_addr","upstream_status":"$upstream_status"}\';',
    `access_log ${logTargets(runtimeDir, syslogTag).access('access')} json;`,
    '',
  ].join('\n');
}

/** @param {{ cert: string, key: string }} tls */
function tlsServerLines({ cert, key }) {
  return [
    `ssl_certificate ${str(cert)};`,
    `ssl_certificate_key ${str(key)};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_prefer_server_ciphers off;',
    'ssl_session_cache shared:SSL:2m;',
    'ssl_session_timeout 1h;',
  ].join('\n');
}

/** brotli: serve the .br files of the build; brotliFilter: compress composed pages with brotli on the fly too. */
/** @param {{ brotli?: boolean, brotliFilter?: boolean }} o */
function compressionLines({ brotli, brotliFilter }) {
  return [
    'gzip on;',
    'gzip_comp_level 5;',
    'gzip_min_length 256;',
    'gzip_vary on;',
    'gzip_types text/plain text/css text/xml application/javascript application/json application/xml image/svg+xml;',
    'gzip_static on;',
    ...(brotli ? ['brotli_static on;'] : []),
    ...(brotliFilter
      ? [
          'brotli on;',
          'brotli_comp_level 5;',
          'brotli_min_length 256;',
          'brotli_types text/plain text/css text/xml application/javascript application/json application/xml image/svg+xml;',
        ]
      : []),
  ].join('\n');
}

/** Methods: GET and HEAD only (405 with Allow); the Allow value is empty, so not sent, otherwise. */
const ALLOW_MAP = 'map $request_method $allow_methods { GET ""; HEAD ""; default "GET, HEAD"; }';
const METHOD_CHECK = 'if ($request_method !~ ^(GET|HEAD)$) { return 405; }';

/**
 * Field data (shell/server/telemetry.js) behind the site: the collector's beacons and the operator
 * pages go to the Node server on `socket`, which answers them itself (the operator pages carry their
 * own headers: the one add_header here keeps the server block's set from being added twice).
 * @param {string | null} socket @param {(set: string) => string} inc
 */
function telemetryLocations(socket, inc) {
  if (!socket) return '';
  const proxy = [
    `proxy_pass http://unix:${socket}:;`,
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Request-Id $request_id;',
    'proxy_set_header Host $host;',
    'proxy_connect_timeout 2s;',
    'proxy_read_timeout 10s;',
  ];
  return [
    '# Field data: beacons (POST, small) and the operator pages, answered by the Node telemetry server.',
    `location = ${RUM_ENDPOINT} {`,
    `  ${inc('asset')}`,
    // Larger than a beacon may be: an oversized one gets the telemetry server's 400 and log line.
    `  client_max_body_size ${MAX.bytes * 4};`,
    ...proxy.map((l) => `  ${l}`),
    '}',
    'location ~ "^/ops(/|$)" {',
    '  proxy_hide_header X-Robots-Tag;',
    '  add_header X-Robots-Tag "noindex, nofollow" always;',
    ...proxy.map((l) => `  ${l}`),
    '}',
  ].join('\n');
}

/**
 * Pages composed for one visitor (issue 18) are the Node composer's: nginx hands it a page request
 * that carries a preview cookie, or that falls on a running canary's side, and the preview links.
 * The composer checks the cookie (a forged or expired one gets the live page) and picks the
 * candidates (shell/server/candidates.js), so both topologies decide the same way; every other
 * visitor gets the cached live page. While a canary of at most `canaryPercent` % runs,
 * buckets below it, and visitors with no bucket yet (the composer gives them one), go to the
 * composer. `canaryPercent` is 0 when none runs (the topology regenerates on a change).
 * Several composers (site nodes) share the load; one that fails is skipped for a few seconds and
 * its request retried on the next (a page request is a GET: safe to repeat); `down` ones get none.
 * @param {string[]} composers  each composer's address: a unix socket path, or host:port
 * @param {number} canaryPercent
 * @param {string[]} [down]  composers marked down (their /readyz says not ready)
 */
function personalPageMaps(composers, canaryPercent, down = []) {
  if (!composers.length) return '';
  if (!(Number.isInteger(canaryPercent) && canaryPercent >= 0 && canaryPercent <= 99))
    throw new Error(`canary percentage must be a whole number from 0 to 99, got ${canaryPercent}`);
  for (const composer of composers)
    if (/[\s;{}"'$]/.test(composer)) throw new Error(`composer address has characters nginx cannot take: ${composer}`);
  const canarySide = canaryPercent
    ? [
        `map $cookie_${BUCKET_COOKIE} $canary_side {`,
        '  default 1;   # no bucket yet (or a bad one): the composer gives one',
        ...Array.from({ length: 100 }, (_, b) => `  "${b}" ${b < canaryPercent ? 1 : 0};`),
        '}',
      ].join('\n')
    : `map $cookie_${BUCKET_COOKIE} $canary_side { default 0; }   # no canary runs`;
  const several = composers.length > 1;
  return [
    'upstream composer {',
    ...composers.map(
      (c) =>
        `  server ${c.startsWith('/') ? `unix:${c}` : c}${several ? ' max_fails=1 fail_timeout=2s' : ''}${down.includes(c) ? ' down' : ''};`,
    ),
    `  keepalive ${8 * composers.length};`,
    '}',
    `map $cookie_${PREVIEW_COOKIE} $has_preview { "" 0; default 1; }`,
    '# A preview of the shell: its files (main.js, chunks) and 404 page come from the candidate too.',
    `map $cookie_${PREVIEW_COOKIE} $shell_preview { "~^${SHELL_PREVIEW_TOKEN.replace(/\./g, '\\.')}" 1; default 0; }`,
    canarySide,
    'map "$has_preview$canary_side" $personal_page { "00" 0; default 1; }',
  ].join('\n');
}

/** A request to the composers: retried once on the next one when it fails or is refused (draining). */
const COMPOSER_REQUEST = [
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  'proxy_set_header X-Request-Id $request_id;',
  'proxy_connect_timeout 2s;',
  'proxy_read_timeout 30s;',
  'proxy_next_upstream error timeout http_502 http_503;',
  'proxy_next_upstream_tries 3;',
];

/**
 * The composer's answers under the site's header set (its own copies of those headers hidden).
 * @param {(set: string) => string} inc  the include line of a header set
 * @param {string} set @param {string[]} hidden
 */
function composerProxy(inc, set, hidden) {
  return [
    inc(set),
    'proxy_pass http://composer;',
    ...COMPOSER_REQUEST,
    '# It compresses for the client itself (and says Vary: Accept-Encoding, Cookie).',
    'gzip off;',
    'gzip_vary off;',
    ...hidden.map((h) => `proxy_hide_header ${h};`),
  ].join('\n');
}

/**
 * The page cache: each composed page (a route or the 404 page) is built and compressed once per
 * `seconds`, for each encoding, then served from nginx's cache. Its key names the shell release
 * (the live link's target: $realpath_root of the templates folder), the configuration `version`
 * (remotes, routes, policy), the path and the encoding class; so a shell release or a remotes change
 * is seen on the next request, and a fragment's change at most `seconds` after the composer sees it.
 * Misses of one page collapse into one composition; others get the entry being refreshed. Cookies
 * never reach the composition (pages for one visitor bypass this: personalPageMaps).
 * Pages come from `upstream` (nginx's own SSI server, or the composers when nodes are composers).
 * `statuses` are cached; with `intercept`, an error answer gets the server's error page (a route's 404).
 * @param {{ upstream: string, seconds: number, version: string, fromComposers: boolean, hidden: string[],
 *   statuses: string, intercept: boolean }} o
 */
function pageProxyLines({ upstream, seconds, version, fromComposers, hidden, statuses, intercept }) {
  const lines = [
    `proxy_pass http://${upstream};`,
    ...(fromComposers
      ? COMPOSER_REQUEST
      : ['proxy_http_version 1.1;', 'proxy_set_header Connection "";', 'proxy_read_timeout 30s;']),
    'proxy_set_header Accept-Encoding $page_encoding;',
    'proxy_set_header Cookie "";',
    `proxy_intercept_errors ${intercept ? 'on' : 'off'};`,
    '# Compressed by the composition, which also says Vary: Accept-Encoding (once).',
    'gzip off;',
    'gzip_vary off;',
  ];
  // nginx sends its own headers over the cached page (the route's Link hints among them).
  if (fromComposers)
    lines.push(...[...hidden, 'Cache-Control', 'Set-Cookie', 'Link'].map((h) => `proxy_hide_header ${h};`));
  if (seconds > 0)
    lines.push(
      'proxy_cache pages;',
      `proxy_cache_key "${version}|$realpath_root|$uri|$page_encoding";`,
      `proxy_cache_valid ${statuses} ${seconds}s;`,
      'proxy_cache_lock on;',
      'proxy_cache_lock_timeout 10s;',
      '# While one request refreshes a page, the others get the entry just expired (a second old).',
      'proxy_cache_use_stale updating;',
      '# The key holds the encoding class; the composition says nothing about caching.',
      'proxy_ignore_headers Cache-Control Expires Vary Set-Cookie;',
    );
  return lines.join('\n');
}

/**
 * The encoding class of a request: what the page cache keys on and the composition compresses for.
 * @param {boolean} brotliFilter @param {boolean} fromComposers
 */
function pageEncodingMap(brotliFilter, fromComposers) {
  return [
    'map $http_accept_encoding $page_encoding {',
    '  default "";',
    ...(brotliFilter || fromComposers ? ['  "~*(^|[\\s,])br($|[\\s,;])" br;'] : []),
    '  "~*(^|[\\s,])gzip($|[\\s,;])" gzip;',
    '}',
  ].join('\n');
}

/** @param {FragmentTimings | undefined} timings */
function fragmentTimingsOf(timings) {
  return timings || cachePolicy.fragmentTimings({});
}

/**
 * The site's configuration.
 * @param {object} o
 * @param {string} o.runtimeDir   where logs, temp files, the fragment cache and the pid live
 * @param {string} o.confDir      where these files will be written (include paths point there)
 * @param {string} o.socketDir    where the internal unix sockets live (short path)
 * @param {string} o.shellDist    shell/dist, or the shell's live link (client/ and templates/)
 * @param {ShellRoutes} o.routes  templates/routes.json
 * @param {Record<string,string>} o.remotes   remotes config, name → base URL
 * @param {SitePolicy} o.sitePolicy  readSitePolicy(shellDist)
 * @param {{https: number, http?: number|null}} o.ports
 * @param {{cert: string, key: string, trustedCa: string}} o.tls  trustedCa: CA file to verify the remotes
 * @param {string} [o.host]
 * @param {string} [o.serverName]
 * @param {FragmentTimings} [o.timings]
 * @param {number} [o.timeoutMs]
 * @param {number} [o.retryMs]
 * @param {number} [o.maxFragmentBytes]
 * @param {boolean} [o.brotli]         serve the build's .br files
 * @param {boolean} [o.brotliFilter]   compress composed pages with brotli too
 * @param {string | (string | null)[] | null} [o.brotliModule]
 * @param {string | null} [o.user]
 * @param {string | null} [o.mimeTypes]  null: a minimal types block
 * @param {string | null} [o.syslogTag]  log to the journal with this tag (systemd units), else to files
 * @param {string | null} [o.telemetrySocket]  the field data server's unix socket (shell/server/telemetryServer.js):
 *   /api/rum and /ops are proxied to it; null: they are not served
 * @param {string | null} [o.composer]  the Node composer's address (a unix socket path, or host:port), which
 *   composes previews and canary pages (personalPageMaps); null: nginx serves live pages only
 * @param {number} [o.canaryPercent]  the largest running canary's percentage, 0 when none runs
 * @param {string[] | null} [o.nodes]  site nodes that are composers (addresses, as `composer`): they compose
 *   every page (nginx balances, caches and retries); null: nginx composes with SSI itself
 * @param {string[]} [o.downNodes]  nodes marked down (their /readyz answers not ready)
 * @param {number} [o.pageCacheSeconds]  how long a composed page is cached (cache-policy.js); 0: no cache
 * @param {Record<string, { script: string | null, remote: string | null }>} [o.pageScripts]  what each route's
 *   page asks for first (shell/server/earlyHints.js pageScripts), sent as Link preload hints; {}: none
 * @param {boolean} [o.preloadHints]  send them (PRELOAD_HINTS)
 * @param {Record<string, string[]>} [o.pageIslands]  each page's island remotes (shell/server/ssi.js
 *   islandRemotes), by route (and NOT_FOUND): the releases it names in X-Releases
 * @param {Record<string, string | null>} [o.liveReleases]  each remote's live release id in the hosting
 *   folder (null or absent: not there); nginx's own pages name them (X-Releases, each island's
 *   data-release) and take the remote's fragment from that release (<origin>/_releases/<id>/), so the
 *   names are exact. The configuration is regenerated on each switch (topology.js, render.js).
 * @param {Record<string, Record<string, string[]>>} [o.pageChunks]  the chunks of each exposed module of each
 *   remote's live release (releases/hosting.js liveChunksOf): nginx's own pages preload them
 */
// eslint-disable-next-line max-lines-per-function -- a plain template: the site's nginx configuration and its includes
function siteFiles({
  runtimeDir,
  confDir,
  socketDir = runtimeDir,
  shellDist,
  routes,
  remotes,
  sitePolicy,
  ports,
  host = '127.0.0.1',
  serverName = 'localhost',
  tls,
  timings,
  timeoutMs = 2000,
  retryMs = 5000,
  maxFragmentBytes = 1024 * 1024,
  brotli = false,
  brotliFilter = false,
  brotliModule = null,
  user = null,
  mimeTypes = '/etc/nginx/mime.types',
  syslogTag = null,
  telemetrySocket = null,
  composer = null,
  canaryPercent = 0,
  nodes = null,
  downNodes = [],
  pageCacheSeconds = cachePolicy.pageCacheSeconds({}),
  pageScripts = {},
  preloadHints = false,
  pageIslands = {},
  liveReleases = {},
  pageChunks = {},
}) {
  if (!tls || !tls.cert || !tls.key) throw new Error('siteFiles: tls.cert and tls.key are required');
  for (const name of Object.keys(remotes))
    if (!NAME.test(name)) throw new Error(`bad remote name ${JSON.stringify(name)}`);
  const t = fragmentTimingsOf(timings);
  /** @param {string} p */
  const conf = (p) => path.join(confDir, p);
  /** @param {string} p */
  const sock = (p) => path.join(socketDir, p);
  const clientDir = path.join(shellDist, 'client');
  const templatesDir = path.join(shellDist, 'templates');
  const remoteOrigins = security.remoteOriginsOf(remotes);
  const policy = { ...sitePolicy, remoteOrigins, tls: true };
  const names = Object.keys(remotes).sort();
  /** @param {number} ms */
  const seconds = (ms) => `${Math.max(1, Math.round(ms))}ms`;
  const fromComposers = !!(nodes && nodes.length);
  const composers = fromComposers ? /** @type {string[]} */ (nodes) : composer ? [composer] : [];
  if (!(Number.isInteger(pageCacheSeconds) && pageCacheSeconds >= 0))
    throw new Error(`page cache seconds must be a whole number ≥ 0, got ${pageCacheSeconds}`);
  /** @type {Record<string, string>} the remotes' live releases, for nginx's own pages (checked: they go into the configuration) */
  const live = {};
  for (const name of names) {
    const id = fromComposers ? null : liveReleases[name];
    if (!id) continue;
    if (!RELEASE_ID.test(id)) throw new Error(`${name}: live release ${JSON.stringify(id)} is not a release id`);
    live[name] = id;
  }

  /** @type {Files} */
  const files = {
    'headers/page.conf': headerInclude(security.pageHeaders(policy)),
    'headers/asset.conf': headerInclude(security.shellAssetHeaders(policy)),
    'headers/redirect.conf': headerInclude(security.shellAssetHeaders({ ...policy, tls: false })),
  };
  // What the templates include for the remotes' entry URLs (the same HTML as the Node composer's),
  // per page module with its chunks from the live release (a module not listed: its remote's file).
  const { remotesIncludeHtml } = require('../../shell/server/remoteIncludes');
  for (const name of [...names, 'none']) files[`_mf/remotes/${name}.html`] = remotesIncludeHtml(remotes, name);
  for (const [name, modules] of Object.entries(pageChunks))
    if (names.includes(name) && live[name])
      for (const [module, chunks] of Object.entries(modules))
        if (/^[\w-]+$/.test(module))
          files[`_mf/remotes/${name}/${module}.html`] = remotesIncludeHtml(remotes, name, chunks);
  // The check server's SSI page: the fragment, only if it is that page's fragment (see the top).
  // (SSI regexes: `/…/`; `$fragment_remote` / `$fragment_page` come from the location's captures.)
  files['fragment-check.html'] =
    '<!--# include virtual="/_fragment_upstream/$fragment_remote/$fragment_page.html" set="fragment" -->' +
    `<!--# if expr='$fragment = /^${HTML_MARKER.replace(/\//g, '\\/')}((?!\\s*<(?i:!doctype|html[\\s>]))[\\s\\S]*data-island="$fragment_remote\\/$fragment_page"[\\s\\S]*)/' -->` +
    '<!--# set var="fragment_body" value="$1" --><!--# echo var="fragment_body" encoding="none" --><!--# endif -->';

  const hidden = [
    ...new Set([
      ...Object.keys(security.pageHeaders({ tls: true })),
      ...Object.keys(security.remoteAssetHeaders({ tls: true })),
      'Access-Control-Allow-Methods',
      'Access-Control-Max-Age',
    ]),
  ];
  /** @param {string} set */
  const inc = (set) => `include ${str(conf(`headers/${set}.conf`))};`;
  const noCache = `add_header Cache-Control ${str(cachePolicy.REVALIDATE)} always;`;
  const plain404 = 'types { }\ndefault_type text/plain;\nreturn 404 "No encontrado\\n";';

  const upstreams = names
    .map((name) => {
      const u = upstreamOf(remotes[name]);
      return [
        `# ${name} → ${remotes[name]}`,
        `upstream remote_${name} {`,
        `  zone remote_${name} 64k;   # failure state shared by all workers`,
        `  server ${u.address}:${u.port} max_fails=1 fail_timeout=${Math.max(1, Math.round(retryMs / 1000))}s;`,
        '  # Never answers (no such socket): with a second server nginx honours max_fails (a lone server',
        '  # is never marked down), so after one failure the remote is skipped for fail_timeout: the',
        '  # circuit breaker. A failing or hanging remote costs at most one timeout per window.',
        `  server unix:${sock('circuit-open.sock')} backup;`,
        '  keepalive 8;',
        '}',
      ].join('\n');
    })
    .join('\n');

  /** @param {string} name */
  const proxyToRemote = (name) => {
    const u = upstreamOf(remotes[name]);
    const lines = [
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      `proxy_set_header Host ${str(u.hostHeader)};`,
    ];
    if (u.tls) {
      lines.push(
        'proxy_ssl_verify on;',
        'proxy_ssl_verify_depth 3;',
        `proxy_ssl_trusted_certificate ${str(tls.trustedCa)};`,
        'proxy_ssl_server_name on;',
        `proxy_ssl_name ${str(u.hostname)};`,
        'proxy_ssl_protocols TLSv1.2 TLSv1.3;',
        'proxy_ssl_session_reuse on;',
      );
    }
    return lines.join('\n');
  };
  /** @param {string} name @param {string} rest */
  const remoteUrl = (name, rest) => {
    const u = upstreamOf(remotes[name]);
    return `${u.tls ? 'https' : 'http'}://remote_${name}${u.basePath}${rest}`;
  };

  // The page cache's configuration version: what a page is made of besides the shell release.
  const version = crypto
    .createHash('sha256')
    .update(JSON.stringify({ remotes, routes, sitePolicy }))
    .digest('hex')
    .slice(0, 12);
  const pageSource = {
    upstream: fromComposers ? 'composer' : 'ssi_pages',
    seconds: pageCacheSeconds,
    version,
    fromComposers,
    hidden,
  };
  files['pages/route.conf'] = pageProxyLines({ ...pageSource, statuses: '200', intercept: true });
  files['pages/not-found.conf'] = pageProxyLines({ ...pageSource, statuses: '200 404', intercept: false });
  // The page's Link preload hints (the same as the Node composer's); hidden from the composers'.
  const { linkHeader } = require('../../shell/server/earlyHints');
  /** @param {{ script: string | null, remote: string | null } | undefined} scripts */
  const linkLine = (scripts) => {
    const link = scripts && linkHeader(scripts, remotes, preloadHints);
    return link ? [`  add_header Link ${str(link)} always;`] : [];
  };
  // Which releases compose nginx's own page (the composers name theirs): the shell's, from the live
  // templates folder at request time ($shell_release), and each island's remote's, from the
  // configuration (the same header as the composer's, composePage.js).
  /** @param {string[] | undefined} islands */
  const releasesLine = (islands) =>
    fromComposers || !islands
      ? []
      : [
          `  add_header X-Releases "shell=$shell_release${islands.map((r) => `, ${r}=${live[r] || '-'}`).join('')}" always;`,
        ];
  const notFoundHeaders = [...linkLine(pageScripts[NOT_FOUND]), ...releasesLine(pageIslands[NOT_FOUND])]
    .map((l) => l.trim())
    .join('\n');
  // Routes → the cached composed page; a template or route missing there → the 404 page.
  const routeLocations = Object.keys(routes.routes)
    .map((route) =>
      [
        `location = ${route} {`,
        `  ${inc('page')}`,
        `  ${noCache}`,
        ...linkLine(pageScripts[route]),
        ...releasesLine(pageIslands[route]),
        `  root ${str(templatesDir)};   # only for $realpath_root (the shell release) in the cache key`,
        `  error_page 404 ${NOT_FOUND};`,
        ...(composers.length
          ? [
              '  # A preview or a canary side: composed for this visitor by the composer.',
              '  error_page 418 = @composer;',
              '  if ($personal_page) { return 418; }',
            ]
          : []),
        `  include ${str(conf('pages/route.conf'))};`,
        '}',
      ].join('\n'),
    )
    .join('\n');
  // nginx's own composition (SSI), behind the page cache: the routes' templates and the 404 page.
  const ssiRouteLocations = [
    ...Object.entries(routes.routes).map(([route, file]) => [`= ${route}`, file, '=404']),
    [`= ${NOT_FOUND}`, routes.notFound, '=500'],
  ]
    .map(([match, file, missing]) =>
      [
        `location ${match} {`,
        '  default_type text/html;',
        '  ssi on;',
        `  root ${str(templatesDir)};`,
        `  try_files ${str('/' + file)} ${missing};`,
        '}',
      ].join('\n'),
    )
    .join('\n');
  const routeMap = [
    'map $route_path $route_with_slash {',
    '  default 0;',
    ...Object.keys(routes.routes)
      .filter((r) => r !== '/')
      .map((r) => `  ${str(r)} 1;`),
    '}',
  ].join('\n');

  const remotePassThrough = names
    .map((name) =>
      [
        `location ^~ /remotes/${name}/ {`,
        `  ${inc('asset')}`,
        `  proxy_pass ${remoteUrl(name, '/')};`,
        indent(proxyToRemote(name), 2),
        "  # The remote origin sends its own CORS/CORP/CSP; under the site origin the site's set applies.",
        ...hidden.map((h) => `  proxy_hide_header ${h};`),
        `  proxy_connect_timeout ${seconds(timeoutMs)};`,
        `  proxy_read_timeout ${seconds(timeoutMs * 5)};`,
        '  error_page 502 503 504 = @remote_unavailable;',
        '}',
      ].join('\n'),
    )
    .join('\n');

  const composerLocations = composers.length
    ? [
        '# Pages for one visitor (a preview, a canary side) and the preview links: the composer.',
        'location @composer {',
        indent(composerProxy(inc, 'page', hidden), 2),
        '}',
        'location ^~ /_preview {',
        indent(composerProxy(inc, 'asset', hidden), 2),
        '}',
        'location @composer_files {',
        indent(composerProxy(inc, 'asset', hidden), 2),
        '}',
      ].join('\n')
    : '';

  // A preview of the shell: its own files (and 404 page) from the composer, which serves the candidate's.
  const shellPreviewFiles = composers.length
    ? 'error_page 418 = @composer_files;\nif ($shell_preview) { return 418; }'
    : '';

  const httpsSuffix = ports.https === 443 ? '' : `:${ports.https}`;
  const redirectServer =
    ports.http == null
      ? ''
      : [
          '# Plain HTTP: everything moves to HTTPS.',
          'server {',
          `  listen ${host}:${ports.http};`,
          `  server_name ${serverName};`,
          `  ${inc('redirect')}`,
          `  return 301 https://$host${httpsSuffix}$request_uri;`,
          '}',
        ].join('\n');

  const { HASHED, IMMUTABLE, REVALIDATE } = cachePolicy;
  const cacheSeconds = Math.ceil(t.fresh + t.staleWhileRevalidate + t.maxStale);

  // A remote's fragments: its live release's when it is in the hosting folder (the release it is named
  // with), else whatever its origin serves as live.
  const fragmentsOf = (/** @type {string} */ name) =>
    live[name] ? `/_releases/${live[name]}/fragments/` : '/fragments/';
  const fragmentCacheLocations = names
    .map((name) =>
      [
        `location ~ "^/${name}/(?<fragment_file>${PAGE}\\.html)$" {`,
        '  add_before_body /_fragment_type;',
        `  proxy_pass ${remoteUrl(name, `${fragmentsOf(name)}$fragment_file`)};`,
        `  proxy_cache_key "${remotes[name]}${fragmentsOf(name)}$fragment_file";`,
        indent(proxyToRemote(name), 2),
        `  include ${str(conf('fragment-cache.conf'))};`,
        '}',
      ].join('\n'),
    )
    .join('\n');

  const fragmentCacheConf = [
    "# Included by each remote's location in the cache server.",
    'proxy_cache fragments;',
    'proxy_set_header Accept-Encoding "";   # else compressed bytes would land in the page',
    'proxy_set_header Accept "text/html";',
    // Fallback freshness for a remote that sends no Cache-Control; cache-policy.js's header wins.
    `proxy_cache_valid 200 ${Math.max(1, t.fresh)}s;`,
    'proxy_cache_revalidate on;            # expired entries revalidate with If-None-Match (304)',
    'proxy_cache_lock on;                  # concurrent misses of one fragment: one upstream request',
    `proxy_cache_lock_timeout ${seconds(timeoutMs)};`,
    'proxy_cache_background_update on;     # stale-while-revalidate: one refresh in the background',
    "# Stale content is bounded by the remote's Cache-Control (cache-policy.js): nginx honours",
    '# stale-while-revalidate=N and stale-if-error=N from the response (since 1.11.10). Any',
    '# parameter given here would win over them WITHOUT an age limit: with `updating` a stale entry',
    '# of any age is served while its (failing) background refresh runs, and `error timeout',
    '# http_5xx` serve any age on failure (checked in ngx_http_upstream.c and by experiment with',
    '# nginx 1.22). So none is given: fresh for max-age, stale while refreshing for',
    '# stale-while-revalidate, stale on failure until stale-if-error, then the fallback.',
    'proxy_cache_use_stale off;',
    // Only text/html is stored: anything else never replaces a good fragment.
    'proxy_no_cache $fragment_not_html;',
    'proxy_intercept_errors on;',
    'error_page 400 401 403 404 405 408 410 429 500 502 503 504 = @no_fragment;',
    `proxy_connect_timeout ${seconds(timeoutMs)};`,
    `proxy_send_timeout ${seconds(timeoutMs)};`,
    `proxy_read_timeout ${seconds(timeoutMs)};`,
    `proxy_next_upstream_timeout ${seconds(timeoutMs)};`,
    'proxy_next_upstream_tries 2;',
    '',
  ].join('\n');
  files['fragment-cache.conf'] = fragmentCacheConf;

  const fragmentInclude = [
    `proxy_pass http://unix:${sock('fragment-check.sock')}:;`,
    'proxy_set_header Accept-Encoding "";',
    'proxy_intercept_errors on;',
    "# No answer at all: empty include → the template's Spanish fallback stub.",
    'error_page 404 500 502 503 504 = @no_fragment;',
  ].join('\n');
  // The island's opening marker names the release its fragment came from, as the composer's
  // markRelease does (the attribute goes before data-island here: sub_filter cannot capture).
  const releaseMarkedFragments = Object.entries(live)
    .map(([name, id]) =>
      [
        `location ^~ /_fragments/${name}/ {`,
        indent(fragmentInclude, 2),
        `  sub_filter '${ISLAND_ATTR}="${name}/' '${RELEASE_ATTR}="${id}" ${ISLAND_ATTR}="${name}/';`,
        '  sub_filter_once on;',
        '}',
      ].join('\n'),
    )
    .join('\n');

  const ssiServers = `  # Pages composed with SSI (internal): the site's page cache asks here on a miss.
  server {
    listen unix:${sock('pages.sock')};
    access_log off;
    absolute_redirect off;
${indent(compressionLines({ brotli: false, brotliFilter }), 4)}
    ssi_silent_errors on;
${indent(ssiRouteLocations, 4)}
    # What the templates include: the remotes' entry URLs (written from the remotes config) …
    location ^~ /_mf/ {
      root ${str(confDir)};
      location ~ "^/_mf/remotes/(?<mf_remote>[a-z][\\w-]*)/" {
        try_files $uri /_mf/remotes/$mf_remote.html /_mf/remotes/none.html;
      }
      try_files $uri /_mf/remotes/none.html;
    }
    # … and the remotes' fragments, through the check and cache servers below.
    location ^~ /_fragments/ {
${indent(fragmentInclude, 6)}
    }
${indent(releaseMarkedFragments, 4)}
    location @no_fragment { return 204; }
    location / { return 404; }
  }

  # Fragment check (internal): answers a fragment, or nothing.
  server {
    listen unix:${sock('fragment-check.sock')};
    access_log off;
    ssi_silent_errors on;
    ssi_value_length 1024;
    location ~ "^/_fragments/(?<fragment_remote>${names.length ? names.join('|') : '-'})/(?<fragment_page>${PAGE})\\.html$" {
      ssi on;
      default_type text/html;
      alias ${str(conf('fragment-check.html'))};
    }
    location ~ "^/_fragment_upstream/(?<fragment_path>[a-z][\\w-]*/${PAGE}\\.html)$" {
      internal;
      # The largest fragment accepted: a bigger answer fails the include (→ fallback).
      subrequest_output_buffer_size ${maxFragmentBytes};
      proxy_pass http://unix:${sock('fragment-cache.sock')}:/$fragment_path;
      proxy_set_header Accept-Encoding "";
      proxy_read_timeout ${seconds(timeoutMs * 2 + 1000)};
    }
    location / { return 204; }
  }

  # Fragment cache (internal): the remotes' fragments, cached.
  server {
    listen unix:${sock('fragment-cache.sock')};
    access_log ${logTargets(runtimeDir, syslogTag).access('fragments')} json;
    location = /_fragment_type { internal; return 200 ${str(HTML_MARKER)}; }
${indent(fragmentCacheLocations, 4)}
    location @no_fragment { return 204; }
    location / { return 204; }
  }
`;
  const nginxConf = `# GENERATED by production/nginx/generate.js — do not edit; regenerate (docs/operating.md).
${mainContext({ runtimeDir, user, brotliModule, syslogTag })}
http {
${indent(httpCommon({ runtimeDir, mimeTypes, syslogTag }), 2)}
  ${ALLOW_MAP}
  # GET and HEAD everywhere; POST only for the beacons (when field data is served).
  map "$request_method $uri" $method_refused { "~^(GET|HEAD) " 0; "POST ${RUM_ENDPOINT}" 0; default 1; }
  # A path with an extension is a missing file (plain 404), unless a browser opens it as a page
  # (Sec-Fetch-Dest: document): then the 404 page (shell/server/missingFile.js, the same rule).
  map "$http_sec_fetch_dest $uri" $missing_file { "~^document " 0; "~${FILE_EXTENSION.source}" 1; default 0; }
  map $uri $asset_cache_control {
    "~${HASHED.source}" ${str(IMMUTABLE)};
    default ${str(REVALIDATE)};
  }
  map $upstream_http_content_type $fragment_not_html {
    "~*^text/html\\s*(;|$)" 0;
    default 1;
  }
${indent(routeMap, 2)}
  # The shell release of a page: the live templates folder's real path (…/<release id>/templates).
  map $realpath_root $shell_release { "~/(?<shell_id>[^/]+)/templates$" $shell_id; default "-"; }
${indent(personalPageMaps(composers, canaryPercent, downNodes), 2)}
${indent(pageEncodingMap(brotliFilter, fromComposers), 2)}

  # Fragments: cached here, ${t.fresh}s fresh, then stale while revalidating for ${t.staleWhileRevalidate}s and on errors up to ${t.maxStale}s (remote's Cache-Control).
  proxy_cache_path ${str(path.join(runtimeDir, 'cache'))} levels=1:2 keys_zone=fragments:8m max_size=256m inactive=${cacheSeconds}s use_temp_path=off;
  # Composed pages, compressed: ${pageCacheSeconds ? `${pageCacheSeconds}s each (pageProxyLines)` : 'off (PAGE_CACHE_S=0)'}.
  proxy_cache_path ${str(path.join(runtimeDir, 'pages'))} levels=1:2 keys_zone=pages:4m max_size=64m inactive=60s use_temp_path=off;
${fromComposers ? '' : `  upstream ssi_pages {\n    server unix:${sock('pages.sock')};\n    keepalive 16;\n  }\n`}
${indent(upstreams, 2)}

${indent(redirectServer, 2)}

  # The site.
  server {
    listen ${host}:${ports.https} ssl http2;
    server_name ${serverName};
${indent(tlsServerLines(tls), 4)}
    root ${str(clientDir)};
    absolute_redirect off;
    # A path is read as sent: \`//contacto\` is no page, the same answer as shell/server/requestUrl.js.
    merge_slashes off;
${indent(compressionLines({ brotli, brotliFilter }), 4)}
    # Answers given before a location is chosen (405) carry the asset set.
    ${inc('asset')}
    ${noCache}
    add_header Allow $allow_methods always;
    ${telemetrySocket ? 'if ($method_refused) { return 405; }' : METHOD_CHECK}
    error_page 404 ${NOT_FOUND};
${indent(telemetryLocations(telemetrySocket, inc), 4)}

    # Routes (templates/routes.json) → the composed page, from the page cache.
${indent(routeLocations, 4)}
${indent(composerLocations, 4)}

    # A route with a trailing slash → the route; any other path ending in / → the 404 page.
    location ~ "^(?<route_path>/.*[^/])/+$" {
      ${inc('asset')}
      ${noCache}
      if ($route_with_slash) { return 301 $route_path$is_args$args; }
      return 404;
    }

    # The shell's files; content-hashed ones immutable, the rest revalidated (cache-policy.js).
    location / {
      ${inc('asset')}
      add_header Cache-Control $asset_cache_control always;
${indent(shellPreviewFiles, 6)}
      try_files $uri @missing;
    }
    # Not a file: a missing file gets a plain 404 (never HTML), an unknown page the 404 page.
    location @missing {
      ${inc('asset')}
      ${noCache}
      types { }
      default_type text/plain;
      if ($missing_file) { return 404 "No encontrado\\n"; }
      return 404;
    }
    location @plain_not_found {
      ${inc('asset')}
      ${noCache}
${indent(plain404, 6)}
    }
    # The site's 404 page (composed, from the page cache), status 404.
    location = ${NOT_FOUND} {
      internal;
      ${inc('page')}
      ${noCache}
${indent(notFoundHeaders, 6)}
      root ${str(templatesDir)};
      include ${str(conf('pages/not-found.conf'))};
    }
    # A remote's own files (art, images) under the site's origin.
${indent(remotePassThrough, 4)}
    location ^~ /remotes/ {
      ${inc('asset')}
      ${noCache}
${indent(plain404, 6)}
    }
    location @remote_unavailable {
      ${inc('asset')}
      ${noCache}
      default_type text/plain;
      return 502 "Remoto no disponible\\n";
    }
  }

${fromComposers ? '' : ssiServers}
}
`;
  files['nginx.conf'] = nginxConf.replace(/\n{3,}/g, '\n\n');
  return { files };
}

/**
 * A remote's published releases under /_releases/<releaseId>/ (serving/serve-remote.js does the
 * same for the Node servers): a staged candidate's entry, chunks and fragments, for previews and canaries.
 * @param {string | null} releasesDir @param {(set: string) => string} inc
 */
function releaseLocation(releasesDir, inc) {
  if (!releasesDir) return '';
  const id = RELEASE_ID.source.replace(/^\^|\$$/g, '');
  return [
    `location ~ "^/_releases/(?<release_id>${id})(?<release_file>/.*)$" {`,
    `  ${inc('asset')}`,
    '  add_header Cache-Control $remote_cache_control always;',
    // str() checks the folder (no `$`); the captures are appended inside the same quoted string.
    `  alias ${str(releasesDir).slice(0, -1)}/$release_id$release_file";`,
    '}',
  ].join('\n');
}

/**
 * One remote's own HTTPS origin (like serve-remote.js, with nginx).
 * @param {object} o
 * @param {string} o.name  remote name (also its /remotes/<name>/ prefix)
 * @param {string} o.dir   the remote's dist/client, or its live link
 * @param {number} o.port
 * @param {string} o.runtimeDir
 * @param {string} o.confDir
 * @param {{cert: string, key: string}} o.tls
 * @param {string} [o.host]
 * @param {string} [o.serverName]
 * @param {FragmentTimings} [o.timings]
 * @param {boolean} [o.brotli]
 * @param {string | (string | null)[] | null} [o.brotliModule]
 * @param {string | null} [o.user]
 * @param {string | null} [o.mimeTypes]  null: a minimal types block
 * @param {string | null} [o.syslogTag]  log to the journal with this tag (systemd units), else to files
 * @param {string | null} [o.releasesDir]  the remote's published releases (<HOSTING_DIR>/<name>/releases):
 *   each is served under /_releases/<releaseId>/, for previews and canaries; null: none
 */
// eslint-disable-next-line max-lines-per-function -- a plain template: one remote's nginx configuration
function remoteFiles({
  name,
  dir,
  port,
  host = '127.0.0.1',
  serverName = 'localhost',
  runtimeDir,
  confDir,
  tls,
  timings,
  brotli = false,
  brotliModule = null,
  user = null,
  mimeTypes = '/etc/nginx/mime.types',
  syslogTag = null,
  releasesDir = null,
}) {
  if (!NAME.test(name)) throw new Error(`bad remote name ${JSON.stringify(name)}`);
  if (!tls || !tls.cert || !tls.key) throw new Error('remoteFiles: tls.cert and tls.key are required');
  const t = fragmentTimingsOf(timings);
  /** @param {string} p */
  const conf = (p) => path.join(confDir, p);
  /** @param {string} set */
  const inc = (set) => `include ${str(conf(`headers/${set}.conf`))};`;
  const asset = security.remoteAssetHeaders({ tls: true });
  /** @type {Files} */
  const files = {
    'headers/asset.conf': headerInclude(asset),
    // The team's standalone page (any .html): the page policy (scripts from this origin) + CORS/CORP.
    'headers/page.conf': headerInclude({ ...security.pageHeaders({ tls: true }), ...asset }),
  };
  const { HASHED, IMMUTABLE, REVALIDATE, fragmentCacheControl } = cachePolicy;
  files['nginx.conf'] = `# GENERATED by production/nginx/generate.js — do not edit; regenerate (docs/operating.md).
# Remote "${name}": ${dir}
${mainContext({ runtimeDir, user, brotliModule, workerProcesses: 1, syslogTag })}
http {
${indent(httpCommon({ runtimeDir, mimeTypes, syslogTag }), 2)}
  ${ALLOW_MAP}
  map $request_method $preflight_methods { OPTIONS "GET, HEAD"; default ""; }
  map $request_method $preflight_max_age { OPTIONS "600"; default ""; }
  map $uri $remote_cache_control {
    "~${HASHED.source}" ${str(IMMUTABLE)};
    "~${FRAGMENT_LOCATION}" ${str(fragmentCacheControl(t))};
    default ${str(REVALIDATE)};
  }

  server {
    listen ${host}:${port} ssl http2;
    server_name ${serverName};
${indent(tlsServerLines(tls), 4)}
    root ${str(dir)};
    absolute_redirect off;
${indent(compressionLines({ brotli }), 4)}
    ${inc('asset')}
    add_header Cache-Control ${str(REVALIDATE)} always;
    add_header Allow $allow_methods always;
    add_header Access-Control-Allow-Methods $preflight_methods always;
    add_header Access-Control-Max-Age $preflight_max_age always;
    if ($request_method = OPTIONS) { return 204; }
    ${METHOD_CHECK}
    # The team's standalone page finds its art under /remotes/${name}/ too.
    rewrite ^/remotes/${name}(/.*)$ $1 last;
    error_page 404 @not_found;

    location = / {
      ${inc('page')}
      add_header Cache-Control ${str(REVALIDATE)} always;
      try_files /index.html =404;
    }
    # (Before the .html location: regex locations are tried in order.)
${indent(releaseLocation(releasesDir, inc), 4)}
    location ~ "\\.html$" {
      ${inc('page')}
      add_header Cache-Control $remote_cache_control always;
    }
    location / {
      ${inc('asset')}
      add_header Cache-Control $remote_cache_control always;
    }
    location @not_found {
      ${inc('asset')}
      add_header Cache-Control ${str(REVALIDATE)} always;
      types { }
      default_type text/plain;
      return 404 "No encontrado\\n";
    }
  }
}
`;
  files['nginx.conf'] = files['nginx.conf'].replace(/\n{3,}/g, '\n\n');
  return { files };
}

module.exports = {
  NOT_FOUND,
  siteFiles,
  remoteFiles,
  headerInclude,
  upstreamOf,
  str,
  FRAGMENT_LOCATION,
  HTML_MARKER,
  JOURNAL_SOCKET,
};
