// Server rendering of one island: the page's HTML inside its island marker, preceded by the
// critical CSS emotion extracted for it. Used by the remotes' prerender; the shell's TypeScript
// templates bundle has the same few lines in renderSite.tsx (render()). The marker itself comes
// from shared/src/islands/markers.js, which the shell's fallback stub uses too.
const React = require('react');
const { renderToString } = require('react-dom/server');
const { CacheProvider } = require('@emotion/react');
const createCache = require('@emotion/cache').default;
const createEmotionServer = require('@emotion/server/create-instance').default;
const { islandOpenTag } = require('../src/islands/markers');

/** Renders an element with an emotion cache of the given key; returns { html, styles }. */
function renderWithStyles(element, cssKey) {
  const cache = createCache({ key: cssKey });
  const server = createEmotionServer(cache);
  const html = renderToString(React.createElement(CacheProvider, { value: cache }, element));
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
  return { html, styles };
}

/** @param {{ Page: import('react').ComponentType<any>, island: string, buildId: string, cssKey: string, props?: object }} o */
function renderFragment({ Page, island, buildId, cssKey, props }) {
  const { html, styles } = renderWithStyles(React.createElement(Page, props || {}), cssKey);
  return `${styles}${islandOpenTag({ island, buildId, cssKey })}${html}</div>`;
}

module.exports = { renderFragment, renderWithStyles };
