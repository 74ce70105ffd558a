#!/usr/bin/env node
// Serves one remote's build output on its own origin (CORS on), as a remote team's deployment
// would: `node shared/build/serve-remote.js <dist/client dir> <port> [name]`.
// Files are also reachable under /remotes/<name>/ so the standalone page finds its art.
const http = require('http');
const path = require('path');
const { staticFiles } = require('./static-files');
const { pageHeaders, remoteAssetHeaders } = require('./security-headers');

function serveRemote(dir, port, name, host = '127.0.0.1', { tls = false } = {}) {
  // The site loads every file cross-origin (CORS, CORP cross-origin); the team's standalone page
  // (an .html file) also gets the page policy, with scripts from this origin only.
  const assetHeaders = remoteAssetHeaders({ tls });
  const standaloneHeaders = { ...pageHeaders({ tls }), ...assetHeaders };
  const files = staticFiles(dir, { headers: (pathname) => (pathname.endsWith('.html') ? standaloneHeaders : assetHeaders) });
  const prefix = name ? `/remotes/${name}/` : null;
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...assetHeaders, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...assetHeaders, Allow: 'GET, HEAD' });
      return res.end();
    }
    req.url = req.url || '/';
    if (prefix && req.url.startsWith(prefix)) req.url = req.url.slice(prefix.length - 1);
    if (req.url === '/' || req.url.startsWith('/?')) req.url = `/index.html${req.url.slice(1)}`; // the team's standalone page
    files(req, res, () => {
      res.writeHead(404, { ...assetHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('No encontrado');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (require.main === module) {
  const [dir, port, name] = process.argv.slice(2);
  serveRemote(path.resolve(dir), Number(port), name).then(() => console.log(`remote ${name || dir} → http://localhost:${port}`));
}

module.exports = { serveRemote };
