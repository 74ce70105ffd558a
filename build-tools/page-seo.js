// A remote's build step (called from prerender.js): its pages' link-preview cards and item
// pictures as PNG files under dist/client/og/, and each page's JSON-LD at the head of its
// fragment. What to draw and say comes from the remote's src/seo/pageSeo (bundled by webpack
// as dist/server/seo.js, see webpack.remote.js); how to draw it, from og-image.js.
//
// Why the cards keep a stable name (og/<Page>.png, revalidated with ETag) instead of a hashed one:
// og:image must be in the <head> of the HTML the server sends, and the <head> is the shell's
// template, written at the shell's build. A hash made at the remote's build could only reach it
// through the fragment, which the composers include in <main>: the Node composer could lift it
// into the head, nginx SSI cannot (it only pastes text where the template says). A stable name
// works the same behind both, and a revalidation (304) costs a crawler next to nothing; visitors
// never load these files. Item pictures, named only inside the fragment of the same build, are
// content-hashed and immutable.
const fs = require('fs');
const path = require('path');
const { svgToPng, hashedName } = require('./og-image');
const { afterStyle } = require('./render-fragment');

/** @import { BuildInfo } from './webpack.remote' */
/** @typedef {ReturnType<typeof import('../shared/src/seo/remoteSeo').remoteSeo>} RemoteSeo */

/**
 * Writes the remote's og/ files and puts each page's JSON-LD into its fragment, after its <style>.
 * @param {{ dist: string, client: string, info: Pick<BuildInfo, 'name' | 'exposes'>, site?: string }} o  dist: the
 *   remote's build folder; client: its served part (dist/client); info: its build.json; site: SITE_URL
 */
function publishPageSeo({ dist, client, info, site = process.env.SITE_URL }) {
  const bundle = path.join(dist, 'server', 'seo.js');
  if (!fs.existsSync(bundle))
    throw new Error(
      `${info.name}: ${bundle} is missing: a remote declares its cards and JSON-LD in src/seo/pageSeo (federation.config.js "seo")`,
    );
  /** @type {RemoteSeo} the default export of the remote's src/seo/pageSeo */
  const seo = require(bundle).default;
  const { files, scripts } = seo.build({
    remote: info.name,
    site,
    exposes: info.exposes,
    png: (svg, width) => svgToPng(svg, { width }),
    hashedName,
  });
  fs.rmSync(path.join(client, 'og'), { recursive: true, force: true });
  for (const { file, bytes } of files) {
    const out = path.join(client, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, bytes);
  }
  for (const page of info.exposes) {
    const fragment = path.join(client, 'fragments', `${page}.html`);
    fs.writeFileSync(fragment, afterStyle(fs.readFileSync(fragment, 'utf8'), scripts[page]));
  }
  return { files: files.length };
}

module.exports = { publishPageSeo };
