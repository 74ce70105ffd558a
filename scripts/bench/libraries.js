#!/usr/bin/env node
// Weighs well-kept libraries against the small modules of ours they could replace (issue 24), on
// this machine, each on what it would do for the site:
//   1. negotiator against shell/server/acceptEncoding.js: the encoding each picks for a table of
//      real and odd Accept-Encoding headers, and the time per call;
//   2. a composer's fragment request, a 40 KB page fragment sent gzip-compressed (and uncompressed)
//      by a local server and read whole as text, one at a time and 20 at a time: median and p99
//      latency, requests per second, through shell/server/upstream.js's fetchText, through undici
//      (a keep-alive Agent, the deadline as an AbortSignal) and through Node's http client with a
//      keep-alive agent and nothing else (to tell the client's cost from our reader's);
// (A third, the hand-written focus trap against the native <dialog>, was settled: it cost 499 bytes
// gzip, and shared/src/ui/Dialog.tsx is now the native <dialog> with showModal().)
// Medians of --runs runs, the two contenders alternating within each run. The verdicts are
// recorded beside the code (acceptEncoding.js, upstream.js) and in docs/performance.md.
//
//   node scripts/bench/libraries.js [--runs 5] [--requests 2000]
//
// Results are printed and written to bench-results/libraries-<date>.json.
const fs = require('fs');
const http = require('http');
const path = require('path');
const zlib = require('zlib');
const { parseArgs } = require('util');
const Negotiator = require('negotiator');
const { Agent, request } = require('undici');
const { negotiateEncoding } = require('../../shell/server/acceptEncoding');
const { createUpstream } = require('../../shell/server/upstream');

const ROOT = path.resolve(__dirname, '../..');
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, requests: { type: 'string', default: '2000' } },
});
const RUNS = Number(args.runs);
const REQUESTS = Number(args.requests);
if (!(RUNS >= 1) || !(REQUESTS >= 20)) throw new Error('--runs must be ≥ 1 and --requests ≥ 20');

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** @param {number[]} values @param {number} p */
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
/** @param {number} n */
const round = (n, digits = 2) => Number(n.toFixed(digits));

// 1. Accept-Encoding ------------------------------------------------------------------------------

/** Browsers' headers first, then the odd ones RFC 9110 §12.5.3 allows. */
const HEADERS = [
  'gzip, deflate, br, zstd',
  'gzip, deflate, br',
  'gzip, deflate',
  'gzip',
  '',
  undefined,
  'identity',
  '*',
  '*;q=0',
  'br;q=0',
  'gzip;q=0.5, br;q=0.8',
  'gzip, br',
  'identity;q=1, br;q=0.5',
  'x-gzip',
  'BR',
  'gzip;q=abc, br',
  'br;q=1.5, gzip',
];

/** negotiator's choice among ours, 'identity' as null (no encoding). @param {string | undefined} header */
function theirEncoding(header) {
  const choice = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(['br', 'gzip', 'identity']);
  return choice === 'identity' || choice === undefined ? null : choice;
}

/** Nanoseconds per call over the whole table. @param {(h: string | undefined) => unknown} pick */
function nsPerCall(pick, rounds = 20_000) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) for (const header of HEADERS) pick(header);
  return Number(process.hrtime.bigint() - start) / (rounds * HEADERS.length);
}

function weighNegotiation() {
  const differences = HEADERS.map((header) => ({
    header,
    ours: negotiateEncoding(header),
    negotiator: theirEncoding(header),
  })).filter((row) => row.ours !== row.negotiator);
  /** @type {number[]} */ const ours = [];
  /** @type {number[]} */ const theirs = [];
  nsPerCall(negotiateEncoding, 2000); // warm both
  nsPerCall(theirEncoding, 2000);
  for (let run = 0; run < RUNS; run++) {
    ours.push(nsPerCall(negotiateEncoding));
    theirs.push(nsPerCall(theirEncoding));
  }
  return {
    headers: HEADERS.length,
    differences,
    nsPerCall: { ours: round(median(ours)), negotiator: round(median(theirs)) },
  };
}

// 2. Fragment requests ----------------------------------------------------------------------------

const FRAGMENT = `<div data-island="products/PolosPage">${'<article><h3>Polo</h3><p>Algodón piqué, bordado.</p></article>'.repeat(650)}</div>`;
const FRAGMENT_GZ = zlib.gzipSync(FRAGMENT);
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 2000;

/** @returns {Promise<{ server: http.Server, url: string }>} */
function startRemote() {
  const server = http.createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': FRAGMENT_GZ.length,
    });
    res.end(FRAGMENT_GZ);
  });
  server.keepAliveTimeout = 10_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('net').AddressInfo} */ (server.address());
      resolve({ server, url: `http://127.0.0.1:${address.port}/_fragments/products/PolosPage.html` });
    }),
  );
}

/** Node's http client as fetchText used it: a keep-alive agent, the body read whole and decoded. */
function nodeHttpClient() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** @param {string} url @returns {Promise<{ body: string }>} */
  const get = (url) =>
    new Promise((resolve, reject) => {
      const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip, br', accept: 'text/html' } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text =
            res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw, { maxOutputLength: MAX_BYTES }) : raw;
          resolve({ body: text.toString('utf8') });
        });
      });
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/** undici doing what fetchText does: keep-alive, gzip asked for and decoded, the deadline, the size limit. */
function undiciClient() {
  const agent = new Agent({ connections: 64, maxResponseSize: MAX_BYTES });
  /** @param {string} url */
  const get = async (url) => {
    const { headers, body } = await request(url, {
      dispatcher: agent,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'accept-encoding': 'gzip, br', accept: 'text/html' },
    });
    const raw = Buffer.from(await body.arrayBuffer());
    const text = headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw, { maxOutputLength: MAX_BYTES }) : raw;
    return { body: text.toString('utf8') };
  };
  return { get, close: () => agent.destroy() };
}

/**
 * `REQUESTS` requests, `concurrency` at a time: each one's latency (ms) and the requests per second.
 * @param {() => Promise<{ body: string }>} fetchOne @param {number} concurrency
 */
async function load(fetchOne, concurrency) {
  /** @type {number[]} */
  const latencies = [];
  let left = REQUESTS;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (left-- > 0) {
      const t = process.hrtime.bigint();
      const { body } = await fetchOne();
      if (body.length !== FRAGMENT.length)
        throw new Error(`fragment of ${body.length} characters, expected ${FRAGMENT.length}`);
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), rps: REQUESTS / seconds };
}

/** @param {boolean} plain */
async function weighUpstream(plain) {
  const { server, url: base } = await startRemote();
  const url = plain ? `${base}?plain` : base;
  const upstream = createUpstream();
  const node = nodeHttpClient();
  const undici = undiciClient();
  /** @type {[name: 'fetchText' | 'undici' | 'nodeHttp', fetchOne: () => Promise<{ body: string }>][]} */
  const contenders = [
    [
      'fetchText',
      () => upstream.fetchText(url, { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, headers: { accept: 'text/html' } }),
    ],
    ['undici', () => undici.get(url)],
    ['nodeHttp', () => node.get(url)],
  ];
  /** @type {Record<string, Record<'fetchText' | 'undici' | 'nodeHttp', { p50: number[], p99: number[], rps: number[] }>>} */
  const runs = {};
  try {
    for (const concurrency of [1, 20]) {
      const key = `${concurrency} at a time`;
      runs[key] = {
        fetchText: { p50: [], p99: [], rps: [] },
        undici: { p50: [], p99: [], rps: [] },
        nodeHttp: { p50: [], p99: [], rps: [] },
      };
      for (const [, fetchOne] of contenders) await load(fetchOne, concurrency); // warm connections and code
      for (let run = 0; run < RUNS; run++) {
        for (const [name, fetchOne] of contenders) {
          const r = await load(fetchOne, concurrency);
          runs[key][name].p50.push(r.p50);
          runs[key][name].p99.push(r.p99);
          runs[key][name].rps.push(r.rps);
        }
      }
    }
  } finally {
    upstream.close();
    node.close();
    await undici.close();
    server.close();
  }
  return Object.fromEntries(
    Object.entries(runs).map(([key, byName]) => [
      key,
      Object.fromEntries(
        Object.entries(byName).map(([name, r]) => [
          name,
          { p50Ms: round(median(r.p50), 3), p99Ms: round(median(r.p99), 3), requestsPerS: Math.round(median(r.rps)) },
        ]),
      ),
    ]),
  );
}

async function main() {
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    requests: REQUESTS,
    acceptEncoding: weighNegotiation(),
    fragmentRequests: { gzip: await weighUpstream(false), uncompressed: await weighUpstream(true) },
  };
  console.log(JSON.stringify(report, null, 2));
  const out = path.join(ROOT, 'bench-results', `libraries-${report.date.slice(0, 10)}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${path.relative(ROOT, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
