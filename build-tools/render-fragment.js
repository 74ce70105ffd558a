// Server rendering of one island: the page's HTML inside its island marker, preceded by the
// critical CSS emotion extracted for it. Used by the remotes' prerender (the shell renders its own
// parts the same way in renderSite.tsx, their styles in <head>). The marker itself comes from
// shared/src/islands/markers.js, which the shell's fallback stub uses too.
//
// The fragment goes into the shell's <main>, so its CSS is a <style> in <body>. HTML allows that
// only as the first child of its parent, with selectors that reach nothing before that parent (the
// W3C checker's rules). So a fragment has exactly one <style>, first, holding emotion's class rules
// (which match only the island's own elements), and no global rules: a remote that needs the
// page's <body> or the shell's elements asks the shell (docs/REMOTE_CONTRACT.md, "Styles").
// In the browser, emotion's cache of the same key takes the tag over (data-emotion="<key> <ids>")
// and moves it into <head>.
const React = require('react');
const { renderToString } = require('react-dom/server');
const { CacheProvider } = require('@emotion/react');
const createCache = require('@emotion/cache').default;
const createEmotionServer = require('@emotion/server/create-instance').default;
const { islandOpenTag } = require('../shared/src/islands/markers');

/**
 * The one <style> of a fragment: every class rule emotion extracted for `html`, in order.
 * Throws on global rules (emotion's <Global>, or keyframes), naming the island.
 * @param {{ key: string, ids: string[], css: string }[]} chunks  extractCriticalToChunks(html).styles
 * @param {string} cssKey
 * @param {string} island  for the error
 */
function fragmentStyle(chunks, cssKey, island) {
  const globals = chunks.filter((c) => c.key !== cssKey && c.css.trim());
  if (globals.length)
    throw new Error(
      `${island}: global styles (${globals.map((c) => c.css.slice(0, 80)).join(' … ')}) would reach the shell's elements from the page's body; style the island's own elements, or use the shell's page hooks (docs/REMOTE_CONTRACT.md, "Styles")`,
    );
  const own = chunks.filter((c) => c.key === cssKey && c.css);
  if (!own.length) return '';
  return `<style data-emotion="${cssKey} ${own.flatMap((c) => c.ids).join(' ')}">${own.map((c) => c.css).join('')}</style>`;
}

/**
 * @param {{ Page: import('react').ComponentType<any>, island: string, buildId: string, cssKey: string, props?: object, chunks?: string[] }} o
 *   Page: any page component, whatever its props (a ComponentType<object> would refuse one with required props)
 */
function renderFragment({ Page, island, buildId, cssKey, props, chunks }) {
  const cache = createCache({ key: cssKey });
  const server = createEmotionServer(cache);
  const html = renderToString(
    React.createElement(CacheProvider, { value: cache }, React.createElement(Page, props || {})),
  );
  const style = fragmentStyle(server.extractCriticalToChunks(html).styles, cssKey, island);
  return `${style}${islandOpenTag({ island, buildId, cssKey, chunks })}${html}</div>`;
}

/**
 * `html` put into a fragment after its <style> (which must stay its first element).
 * @param {string} fragment @param {string} html
 */
const afterStyle = (fragment, html) => fragment.replace(/^(<style[^>]*>[\s\S]*?<\/style>)?/, (style) => style + html);

module.exports = { renderFragment, afterStyle };
