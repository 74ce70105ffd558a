// Pre-compresses text assets (brotli and gzip) so the static servers send them compressed
// without compressing on every request.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const TEXT = /\.(js|css|html|svg|json|txt|xml|map)$/;

/** A file's .br body: brotli at its best quality (compressed once, at build time). @param {Buffer} buf */
const brotli = (buf) =>
  zlib.brotliCompressSync(buf, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  });

/** @param {string} dir  every text file under it gets a .br and a .gz beside it */
function compressDir(dir) {
  let files = 0;
  /** @param {string} d */
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (TEXT.test(entry.name)) {
        const buf = fs.readFileSync(p);
        if (buf.length < 512) continue;
        fs.writeFileSync(`${p}.br`, brotli(buf));
        fs.writeFileSync(`${p}.gz`, zlib.gzipSync(buf, { level: 9 }));
        files += 1;
      }
    }
  };
  walk(dir);
  return { files };
}

module.exports = { compressDir, brotli };
