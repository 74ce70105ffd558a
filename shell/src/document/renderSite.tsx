// Node-side entry (dist/server/templates.js): prerenders the shell's parts into one HTML template
// per route, with SSI directives where the remote's fragment and the remotes' configuration go.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { ROUTES, NOT_FOUND_TITLE, type Route, type RemoteName } from '../routes/routeTable';
import { ROUTE_META } from '../routes/routeMeta';
import { htmlDocument, fragmentInclude, remotesInclude, offlineDocument } from './htmlDocument';
import { pageStructuredData } from './structuredData';
import { linkPreviewImage } from './linkPreview';
import { webManifest } from './webManifest';
import { OfflinePage, OFFLINE_TITLE } from '../features/offline/OfflinePage';
import { sitemapXml, robotsTxt } from './sitemap';
import { SHELL_CSS_KEY, shellPageRootHtml } from '../app/shellRoots';
import { Header } from '../features/layout/Header';
import { Footer } from '../features/layout/Footer';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { retryHrefFor } from '../remotes/retryHref';
import HomePage from '../features/home/HomePage';
import ContactPage from '../features/contact/ContactPage';
import NotFoundPage from '../features/not-found/NotFoundPage';
import { BUSINESS } from '@estampa/shared/business/identity';
import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { appNamed } from '@estampa/shared/apps/apps';
import { islandOpenTag } from '@estampa/shared/islands/markers';

function render(element: ReactElement) {
  const cache = createCache({ key: SHELL_CSS_KEY });
  const server = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}

export type SiteFile = { file: string; content: string };

function templateFile(path: string) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** Files of the shell's own cards, by route path ('og/home.0123456789.png'), drawn by its build. */
export type ShellCardFiles = Readonly<Record<string, string>>;

/** The shell's two scripts: main.js, and the federation host that main.js adds on island pages. */
export type ShellScripts = { main: string; federation?: string };

function routeTemplate(route: Route | null, siteUrl: string, scripts: ShellScripts, cards: ShellCardFiles): string {
  const path = route?.path ?? '/404';
  const header = render(<Header currentPath={path} />);
  const footer = render(<Footer />);
  let main: { html: string; styles: string };
  let pageRemote: string | undefined;
  if (!route) {
    const page = render(<NotFoundPage />);
    main = { html: shellPageRootHtml('not-found', page.html), styles: page.styles };
  } else if (route.render.kind === 'shell') {
    const page = render(route.render.page === 'home' ? <HomePage /> : <ContactPage />);
    main = { html: shellPageRootHtml(route.render.page, page.html), styles: page.styles };
  } else {
    const { remote, module } = route.render;
    pageRemote = remote;
    const fb = render(<RemoteFallback retryHref={retryHrefFor(route.path)} />);
    const stub = `${islandOpenTag({ island: `${remote}/${module}`, buildId: '', cssKey: appNamed(remote).cssKey, fallback: true })}${fb.html}</div>`;
    main = { html: fragmentInclude(remote, module, stub), styles: fb.styles };
  }
  const base = siteUrl.replace(/\/+$/, '');
  const home = ROUTES.find((r) => r.path === '/') as Route;
  const meta = route ? ROUTE_META[route.path] : undefined;
  return htmlDocument({
    title:
      route && meta
        ? route.path === '/'
          ? `${BUSINESS.name} | ${meta.title}`
          : `${meta.title} | ${BUSINESS.name}`
        : NOT_FOUND_TITLE,
    description:
      meta?.description ?? '404 - This page has not been generated. Tell me what you would like on this page',
    canonicalUrl: `${base}${route ? route.path : '/404'}`,
    styles: header.styles + footer.styles + main.styles,
    remotesInclude: remotesInclude(route?.render.kind === 'remote' ? route.render : undefined),
    ogImage: linkPreviewImage(route ?? home, base, cards),
    structuredData: route ? pageStructuredData(route, base) : undefined,
    headerHtml: header.html,
    mainHtml: main.html,
    footerHtml: footer.html,
    mainScript: scripts.main,
    island: !!pageRemote,
    federationPreload: pageRemote ? scripts.federation : undefined,
    currentPath: path,
  });
}

/**
 * The origins the pages reach beyond the site and its remotes, for the servers' security headers
 * (serving/security-headers.js): the contact map's frame and the chat the contact form posts to.
 */
export function sitePolicy() {
  return { mapOrigin: new URL(BUSINESS.map.embedUrl).origin, chatOrigin: new URL(whatsappUrl()).origin };
}

export { shellCardSvgs } from './shellCards';
export { PROVIDED_SHARED_NAMES } from '../remotes/sharedModules';

declare const __BUILD_ID__: string | undefined;
/** This build's id (the webpack DefinePlugin sets it; 'dev' where the file is run unbundled). */
export const buildId: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export type SiteContract = {
  shell: { buildId: string };
  /** Every route a remote renders: path → the remote and the module it must expose as a page. */
  routes: Record<string, { remote: RemoteName; module: string }>;
  /** The shared singletons the shell provides to the remotes, with their exact versions. */
  shared: Record<string, string>;
};

/**
 * What the live shell asks of the remotes, as data: the remotes' deploys are checked against it
 * before they switch (releases/contract.js).
 */
export function siteContract(shared: Record<string, string>): SiteContract {
  const routes: SiteContract['routes'] = {};
  for (const r of ROUTES)
    if (r.render.kind === 'remote') routes[r.path] = { remote: r.render.remote, module: r.render.module };
  return { shell: { buildId }, routes, shared };
}

/**
 * Every file the shell's build writes: templates, the route list the server reads, sitemap,
 * robots, the web app manifest, the offline page, and (given the shared versions the host
 * provides) the contract for the remotes' deploys.
 */
export function renderSite({
  siteUrl = BUSINESS.defaultSiteUrl,
  scripts,
  shared,
  cards,
}: {
  siteUrl?: string;
  scripts: ShellScripts;
  shared?: Record<string, string>;
  /** The shell's own cards as drawn by its build (see build/prerender-shell.js). */
  cards: ShellCardFiles;
}): SiteFile[] {
  const files: SiteFile[] = ROUTES.map((r) => ({
    file: `templates/${templateFile(r.path)}`,
    content: routeTemplate(r, siteUrl, scripts, cards),
  }));
  files.push({ file: 'templates/404.html', content: routeTemplate(null, siteUrl, scripts, cards) });
  const routeMap = Object.fromEntries(ROUTES.map((r) => [r.path, templateFile(r.path)]));
  files.push({
    file: 'templates/routes.json',
    content: JSON.stringify({ routes: routeMap, notFound: '404.html' }, null, 2),
  });
  files.push({ file: 'templates/site-policy.json', content: JSON.stringify(sitePolicy(), null, 2) });
  if (shared) files.push({ file: 'templates/contract.json', content: JSON.stringify(siteContract(shared), null, 2) });
  files.push({ file: 'client/sitemap.xml', content: sitemapXml(siteUrl) });
  files.push({ file: 'client/robots.txt', content: robotsTxt(siteUrl) });
  files.push({ file: 'client/manifest.webmanifest', content: JSON.stringify(webManifest(), null, 2) });
  const offline = render(<OfflinePage />);
  files.push({
    file: 'client/offline.html',
    content: offlineDocument({ title: OFFLINE_TITLE, styles: offline.styles, bodyHtml: offline.html }),
  });
  return files;
}
