// Composed pages and their brotli/gzip bodies, so a page is compressed once per distinct content,
// not once per request. The key names everything the page is made of (shell release, template, the
// identity of each included fragment body, the remotes configuration version); the least recently used page
// goes when there are more than `maxEntries`.
const zlib = require('zlib');
const { promisify } = require('util');

/** @typedef {import('./acceptEncoding').Encoding} Encoding */
/**
 * A composed page: its HTML and its compressed bodies, each made on first use.
 * @typedef {{ raw: Buffer, encoded: { [E in Encoding]?: Promise<Buffer> } }} Page
 */

/** @type {Record<Encoding, (buf: Buffer) => Promise<Buffer>>} */
const COMPRESS = {
  br: (buf) =>
    promisify(zlib.brotliCompress)(buf, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }),
  gzip: (buf) => promisify(zlib.gzip)(buf, { level: 6 }),
};

/**
 * The cache key of a page: shell release, template, remotes config version, and one id per include (null = stub).
 * @param {string} release @param {string} template @param {number} configVersion @param {(string | null)[]} includeIds
 */
function pageKey(release, template, configVersion, includeIds) {
  return `${release}\n${template}\n${configVersion}\n${includeIds.map((id) => id ?? '-').join('\n')}`;
}

/** @param {{ maxEntries?: number }} [options] */
function createPageCache({ maxEntries = 100 } = {}) {
  /** @type {Map<string, Page>} */
  const pages = new Map(); // key → { raw: Buffer, encoded: { br?: Promise<Buffer>, gzip?: Promise<Buffer> } }

  return {
    /**
     * The cached page for `key`, composing it with `compose()` on a miss.
     * @param {string} key @param {() => string} compose
     * @returns {Page}
     */
    page(key, compose) {
      let page = pages.get(key);
      if (page) {
        pages.delete(key); // re-insert: most recently used last
      } else {
        page = { raw: Buffer.from(compose()), encoded: {} };
        // The oldest key: the map is not empty while it is over its size (maxEntries ≥ 1).
        while (pages.size >= maxEntries) pages.delete(/** @type {string} */ (pages.keys().next().value));
      }
      pages.set(key, page);
      return page;
    },
    /** A page for one answer only (a preview): compressed like the others, kept nowhere. @param {string} html @returns {Page} */
    uncached(html) {
      return { raw: Buffer.from(html), encoded: {} };
    },
    /**
     * The page's body in `encoding` ('br' | 'gzip' | null for identity), compressed at most once.
     * @param {Page} page @param {Encoding | null} encoding
     * @returns {Promise<Buffer>}
     */
    body(page, encoding) {
      if (!encoding) return Promise.resolve(page.raw);
      let encoded = page.encoded[encoding];
      if (!encoded) {
        encoded = page.encoded[encoding] = COMPRESS[encoding](page.raw);
        encoded.catch(() => delete page.encoded[encoding]);
      }
      return encoded;
    },
    get size() {
      return pages.size;
    },
    clear: () => pages.clear(),
  };
}

module.exports = { createPageCache, pageKey };
