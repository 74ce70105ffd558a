import { BUSINESS } from '@estampa/shared/business/identity';
import { EARLY_TAP_SCRIPT } from '@estampa/shared/islands/earlyTaps';
import { jsonScriptTag } from '@estampa/shared/islands/jsonScripts';
import { SHELL_ROOT_ATTR, SHELL_SCRIPTS_ID } from '@estampa/shared/islands/markers';
import { START_SCRIPTS } from '@estampa/shared/islands/startScripts';
import { URL_PARAMS_SCRIPT } from '@estampa/shared/islands/urlParams';
import { HEADER_ROOT_ID } from '../app/shellRoots';
import { escapeHtml, jsonForScript } from '@estampa/shared/security/html';
import { OG_IMAGE } from '@estampa/shared/seo/ogCard';
import { PAGE_HOOKS_CSS } from '@estampa/shared/theme/pageHooks';
import type { LinkPreviewImage } from './linkPreview';
import { ICONS, THEME_COLOR } from './webManifest';

export type DocumentParts = {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Critical CSS (<style> tags) of the shell's prerendered parts. */
  styles: string;
  /** SSI include that the server replaces with the remotes' configuration (and preload hint). */
  remotesInclude: string;
  /** The page's link-preview card (og:image). */
  ogImage: LinkPreviewImage;
  /** JSON-LD documents (one <script type="application/ld+json"> each). */
  structuredData?: readonly unknown[];
  headerHtml: string;
  mainHtml: string;
  footerHtml: string;
  mainScript: string;
  /**
   * The page has a remote's island: its URL's parameters are marked on <html> for the island's CSS
   * (urlParams.js). (Every page keeps early taps from the first paint: the inline early-tap script.)
   */
  island?: boolean;
  /** The federation host's script, preloaded on pages with an island (main.js adds it). */
  federationPreload?: string;
  currentPath: string;
};

/** Base styles every page needs before any component style: box model, fonts, skip link, the islands' page hooks. */
export const BASE_CSS =
  '*,*::before,*::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}' +
  // overflow-wrap: a word wider than its line breaks inside it instead of pushing the page sideways
  // (WCAG 1.4.10 reflow at 320 px, 1.4.12 text spacing).
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#111827;background:#fff;line-height:1.5;overflow-wrap:break-word}' +
  // An icon beside a label in a flex row keeps its size: a narrow row wraps the label, never squeezes the icon.
  'img,svg{max-width:100%}svg{flex-shrink:0}h1,h2,h3{line-height:1.2}a{color:inherit}' +
  '.skip-link{position:absolute;left:8px;top:-60px;z-index:2000;background:#111827;color:#fff;padding:8px 16px;border-radius:6px}' +
  '.skip-link:focus{top:8px}main:focus{outline:none}' +
  // The header's wrapper must not box it in, or its sticky position would end with the wrapper.
  '#shell-header{display:contents}' +
  // A tap held until its island has hydrated shows it was received (shared/src/islands/earlyTaps.js).
  '[aria-busy="true"]{cursor:progress;outline:2px dashed currentColor;outline-offset:2px}' +
  // What an island may ask of the page around it (room for a fixed bar, print only one part).
  PAGE_HOOKS_CSS;

/** Icons and the web app manifest: none is fetched before the first paint. */
export function iconLinks(): string {
  return `<meta name="theme-color" content="${THEME_COLOR}">
<link rel="icon" href="${ICONS.favicon}" sizes="16x16 32x32 48x48">
<link rel="icon" href="${ICONS.svg}" type="image/svg+xml">
<link rel="apple-touch-icon" href="${ICONS.appleTouch}">
<link rel="manifest" href="/manifest.webmanifest">`;
}

const jsonLdScripts = (docs: readonly unknown[] = []) =>
  docs.map((d) => `<script type="application/ld+json">${jsonForScript(d)}</script>`).join('\n');

/**
 * The shell's scripts, started once the page has painted (shared/src/islands/startScripts.js):
 * main.js, and the federation host's preload on a page with an island.
 */
function shellScripts(p: DocumentParts): string {
  const scripts = { main: p.mainScript, preload: p.federationPreload ? [p.federationPreload] : [] };
  return `${jsonScriptTag(SHELL_SCRIPTS_ID, scripts)}\n<script>${START_SCRIPTS}</script>`;
}

/** The whole HTML document of a route, with every SEO tag in the HTML the server sends. */
export function htmlDocument(p: DocumentParts): string {
  const title = escapeHtml(p.title);
  const description = escapeHtml(p.description);
  const url = escapeHtml(p.canonicalUrl);
  const image = escapeHtml(p.ogImage.url);
  const imageAlt = escapeHtml(p.ogImage.alt);
  return `<!doctype html>
<html lang="es-DO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${url}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${escapeHtml(BUSINESS.name)}">
<meta property="og:locale" content="es_DO">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${image}">
<meta property="og:image:type" content="${OG_IMAGE.type}">
<meta property="og:image:width" content="${OG_IMAGE.width}">
<meta property="og:image:height" content="${OG_IMAGE.height}">
<meta property="og:image:alt" content="${imageAlt}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${image}">
<meta name="twitter:image:alt" content="${imageAlt}">
${iconLinks()}
<script>${EARLY_TAP_SCRIPT}</script>
${p.island ? `<script>${URL_PARAMS_SCRIPT}</script>\n` : ''}<style>${BASE_CSS}</style>
${p.styles}
${p.remotesInclude}
${shellScripts(p)}
${jsonLdScripts(p.structuredData)}
</head>
<body>
<a class="skip-link" href="#contenido">Saltar al contenido</a>
<div id="${HEADER_ROOT_ID}" ${SHELL_ROOT_ATTR} data-current-path="${escapeHtml(p.currentPath)}">${p.headerHtml}</div>
<main id="contenido" tabindex="-1">${p.mainHtml}</main>
<div id="shell-footer">${p.footerHtml}</div>
</body>
</html>
`;
}

/** The SSI directives that put a remote's current fragment in the page, with a fallback stub. */
export function fragmentInclude(remote: string, module: string, fallbackHtml: string): string {
  return `<!--# block name="fallback" -->${fallbackHtml}<!--# endblock --><!--# include virtual="/_fragments/${remote}/${module}.html" stub="fallback" -->`;
}

/**
 * The SSI directive the server answers with the remotes' entry URLs, and preloads of the page's
 * remote's entry and of its module's chunks (shell/server/remoteIncludes.js).
 */
export function remotesInclude(island?: { remote: string; module: string }): string {
  return `<!--# include virtual="/_mf/remotes/${island ? `${island.remote}/${island.module}` : 'none'}.html" -->`;
}

/** The offline page (/offline.html): the site's look and the shop's contacts, no script, no include. */
export function offlineDocument({
  title,
  styles,
  bodyHtml,
}: {
  title: string;
  styles: string;
  bodyHtml: string;
}): string {
  return `<!doctype html>
<html lang="es-DO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(BUSINESS.name)}</title>
<meta name="robots" content="noindex">
${iconLinks()}
<style>${BASE_CSS}</style>
${styles}
</head>
<body>
<main id="contenido">${bodyHtml}</main>
</body>
</html>
`;
}
