import { ROUTES } from '../routes/routeTable';

/** sitemap.xml listing every route of the table. */
export function sitemapXml(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = ROUTES.map((r) => `  <url><loc>${base}${r.path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /_fragments/\nDisallow: /_mf/\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
