import { BUSINESS } from '@estampa/shared/business/identity';
import { escapeHtml, jsonForScript } from '@estampa/shared/security/html';

export type DocumentParts = {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Critical CSS (<style> tags) of the shell's prerendered parts. */
  styles: string;
  /** SSI include that the server replaces with the remotes' configuration (and preload hint). */
  remotesInclude: string;
  /** JSON-LD structured data, if any. */
  structuredData?: unknown;
  headerHtml: string;
  mainHtml: string;
  footerHtml: string;
  mainScript: string;
  currentPath: string;
};

/** Base styles every page needs before any component style: box model, fonts, skip link. */
export const BASE_CSS =
  '*,*::before,*::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}' +
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#111827;background:#fff;line-height:1.5}' +
  'img,svg{max-width:100%}h1,h2,h3{line-height:1.2}a{color:inherit}' +
  '.skip-link{position:absolute;left:8px;top:-60px;z-index:2000;background:#111827;color:#fff;padding:8px 16px;border-radius:6px}' +
  '.skip-link:focus{top:8px}main:focus{outline:none}' +
  // The header's wrapper must not box it in, or its sticky position would end with the wrapper.
  '#shell-header{display:contents}' +
  '@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}';

/** The whole HTML document of a route, with every SEO tag in the HTML the server sends. */
export function htmlDocument(p: DocumentParts): string {
  const title = escapeHtml(p.title);
  const description = escapeHtml(p.description);
  const url = escapeHtml(p.canonicalUrl);
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
<meta name="twitter:card" content="summary">
<meta name="theme-color" content="#7f1d1d">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${BASE_CSS}</style>
${p.styles}
${p.remotesInclude}
<script async src="${escapeHtml(p.mainScript)}"></script>
${p.structuredData ? `<script type="application/ld+json">${jsonForScript(p.structuredData)}</script>` : ''}
</head>
<body>
<a class="skip-link" href="#contenido">Saltar al contenido</a>
<div id="shell-header" data-current-path="${escapeHtml(p.currentPath)}">${p.headerHtml}</div>
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

/** The SSI directive the server answers with the remotes' entry URLs (and a preload for the page's remote). */
export function remotesInclude(pageRemote?: string): string {
  return `<!--# include virtual="/_mf/remotes/${pageRemote ?? 'none'}.html" -->`;
}
