// @ts-check
// The operator pages, not public: /ops (field data per app and release, English) and
// /ops/intenciones (+ .csv: the owner's purchase intents, Spanish). Every answer is private:
// 401 without the operator token (HTTP Basic with any user name, or a Bearer token; OPS_TOKEN,
// OPS_TOKEN_FILE or <HOSTING_DIR>/.ops-token), never cached, never indexed. The pages are rendered
// by field-data/views from what the store and the hosting folder say.
const crypto = require('crypto');
const { APPS } = require('../../releases/deployableApps');
const { openStore } = require('../../releases/releaseStore');
const { readCanary } = require('../../releases/canary');
const { FIELD_REASONS } = require('../../releases/releaseStatus');
const { readSecret } = require('../../releases/secrets');
const { OPS_TOKEN } = require('../../field-data/settings');
const { envFlag } = require('../../serving/env');
const { renderOpsPage } = require('../../field-data/views/opsPage');
const { renderIntentsPage, parseIntentsQuery } = require('../../field-data/views/intentsPage');
const { intentsCsv } = require('../../field-data/views/intentsCsv');
const { pageCsp } = require('../../field-data/views/styles');
const { commonHeaders } = require('../../serving/security-headers');
const { errorMessage } = require('../../serving/errors');

/** @typedef {import('http').IncomingMessage} Req */
/** @typedef {import('http').ServerResponse} Res */
/**
 * What the operator pages read from the field data store (field-data/store.js).
 * @typedef {Pick<ReturnType<typeof import('../../field-data/store').createTelemetryStore>,
 *   'releaseStats' | 'releaseSeries' | 'recentErrors' | 'intents'>} OpsStore
 */

const HOUR = 3600000;

/**
 * Whether the Authorization header carries `token` (compared in constant time).
 * @param {string | undefined} header @param {string | null} token  none: nobody is authorized
 */
function authorized(header, token) {
  if (!token || typeof header !== 'string') return false;
  const [scheme, value = ''] = header.split(' ');
  let given = '';
  if (/^bearer$/i.test(scheme)) given = value;
  else if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    given = decoded.slice(decoded.indexOf(':') + 1);
  }
  const digest = (/** @type {string} */ s) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * What the operator view shows, from the hosting folder (releases, statuses, canaries, rollbacks)
 * and the store (each release's figures over the window).
 * @param {{ telemetry: OpsStore, hostingDir: string, now: () => number }} o @param {number} windowHours
 */
async function opsData({ telemetry, hostingDir, now }, windowHours) {
  const t = now();
  // From the start of an hour: whole hours are read from the roll-ups (store.js).
  const since = Math.floor((t - windowHours * HOUR) / HOUR) * HOUR;
  const apps = [];
  const rollbacks = [];
  for (const app of APPS) {
    const store = openStore({ hostingDir, app });
    const statuses = store.statuses();
    const canary = readCanary(store.appDir);
    const live = store.liveId();
    // The field watcher's rollbacks; a release it rolled back within the window stays in view.
    for (const e of store.history()) {
      const field =
        e.event === 'switch' && FIELD_REASONS.has(e.reason)
          ? { from: e.from, to: e.to, reason: e.reason }
          : e.event === 'canary-end' && FIELD_REASONS.has(e.outcome)
            ? { from: e.release, to: live, reason: e.outcome }
            : null;
      if (!field) continue;
      rollbacks.push({ app: app.name, ...field, at: e.time });
      const labels = field.from === null ? undefined : statuses.get(field.from);
      if (labels && Date.parse(e.time) >= since) labels.push(`rolled back (${field.reason})`);
    }
    const releases = [];
    // The releases worth showing: those with a label (live, previous, staged, canary, rolled back).
    for (const [id, labels] of statuses) {
      if (!labels.length) continue;
      releases.push({
        id,
        statuses: labels,
        stats: await telemetry.releaseStats({ app: app.name, release: id, since, until: t }),
        series: await telemetry.releaseSeries({ app: app.name, release: id, since, until: t }),
        recentErrors: await telemetry.recentErrors({ app: app.name, release: id, since }),
      });
    }
    releases.reverse(); // newest first
    apps.push({
      app: app.name,
      canary: canary && live ? { candidate: canary.release, control: live, percent: canary.percent } : null,
      releases,
    });
  }
  rollbacks.sort((a, b) => String(b.at).localeCompare(String(a.at)));
  return { generatedAt: t, windowHours, apps, rollbacks: rollbacks.slice(0, 20) };
}

/** The longest window /ops shows: 90 days. */
const MAX_WINDOW_HOURS = 24 * 90;

/**
 * @param {{ telemetry: OpsStore, hostingDir: string, ready: () => boolean, logger: import('pino').Logger,
 *   env?: Record<string, string | undefined>, now?: () => number }} o
 */
function createOpsHandler({ telemetry, hostingDir, ready, logger, env = process.env, now = Date.now }) {
  const tls = envFlag(env, 'SITE_TLS', false);
  // A token set in the configuration that cannot be used stops the server at start-up, naming the
  // setting; the default file may appear later (npm run serve writes it), so it is read per request.
  if (env[OPS_TOKEN.name] || env[`${OPS_TOKEN.name}_FILE`]) readSecret(OPS_TOKEN, hostingDir, env);
  const token = () => {
    try {
      return readSecret(OPS_TOKEN, hostingDir, env);
    } catch (error) {
      logger.error({ error: errorMessage(error) }, 'operator token unusable: /ops refuses everyone');
      return null;
    }
  };

  /** @param {Res} res @param {number} status @param {string} type @param {string} body @param {Record<string, string>} [extra] */
  const send = (res, status, type, body, extra = {}) => {
    res.writeHead(status, {
      // The site's headers for every answer (HSTS over TLS), then the operator pages' stricter own.
      ...commonHeaders({ tls }),
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': pageCsp(),
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Content-Length': String(Buffer.byteLength(body)),
      ...extra,
    });
    res.end(body);
  };

  /** @param {Req} req @param {Res} res @param {{ route: string | null }} ctx @param {URL} url */
  return async function handleOps(req, res, ctx, url) {
    ctx.route = 'ops';
    if (!authorized(req.headers.authorization, token()))
      return send(res, 401, 'text/plain; charset=utf-8', 'Authentication required\n', {
        'WWW-Authenticate': 'Basic realm="Estampa RD operations", charset="UTF-8"',
      });
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed\n', { Allow: 'GET, HEAD' });
    if (!ready()) return send(res, 503, 'text/plain; charset=utf-8', 'The field data store is starting\n');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    if (path === '/ops' || path === '/ops/data.json') {
      const given = url.searchParams.get('hours');
      const windowHours = given === null || given === '' ? 24 : Number(given);
      if (!(Number.isInteger(windowHours) && windowHours >= 1 && windowHours <= MAX_WINDOW_HOURS))
        return send(
          res,
          400,
          'text/plain; charset=utf-8',
          `hours must be a whole number from 1 to ${MAX_WINDOW_HOURS}, got ${JSON.stringify(given)}\n`,
        );
      const data = await opsData({ telemetry, hostingDir, now }, windowHours);
      // The same data for scripts and QA (what the page shows, as JSON).
      if (path.endsWith('.json')) return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(data));
      return send(res, 200, 'text/html; charset=utf-8', renderOpsPage(data));
    }
    if (path === '/ops/intenciones' || path === '/ops/intenciones.csv') {
      const query = parseIntentsQuery(url.searchParams, now());
      const csv = path.endsWith('.csv');
      if ('error' in query) {
        if (csv) return send(res, 400, 'text/plain; charset=utf-8', `${query.error}\n`);
        return send(
          res,
          400,
          'text/html; charset=utf-8',
          renderIntentsPage({ error: query.error, rows: [], generatedAt: now() }),
        );
      }
      const rows = await telemetry.intents(query);
      if (csv)
        return send(res, 200, 'text/csv; charset=utf-8', intentsCsv(rows), {
          'Content-Disposition': 'attachment; filename="intenciones.csv"',
        });
      return send(res, 200, 'text/html; charset=utf-8', renderIntentsPage({ rows, ...query, generatedAt: now() }));
    }
    return send(res, 404, 'text/plain; charset=utf-8', 'Not found\n');
  };
}

module.exports = { createOpsHandler, authorized };
