import { INLINE_SCRIPT_SOURCES, scriptHashSource } from '../../../serving/security-headers';
import { START_SCRIPTS } from '@estampa/shared/islands/startScripts';
import { EARLY_TAP_SCRIPT } from '@estampa/shared/islands/earlyTaps';
import { htmlDocument, fragmentInclude, remotesInclude } from './htmlDocument';
import { localBusinessJsonLd } from './structuredData';
import { sitemapXml, robotsTxt } from './sitemap';

const parts = {
  title: 'Impresión DTF | Estampa RD',
  description: 'Camisetas "DTF" & más <b>',
  canonicalUrl: 'https://estampa.example/impresiones/dtf',
  styles: '<style>.a{}</style>',
  remotesInclude: remotesInclude({ remote: 'prints', module: 'DtfPage' }),
  headerHtml: '<header>h</header>',
  mainHtml: fragmentInclude('prints', 'DtfPage', '<p>fallback</p>'),
  footerHtml: '<footer>f</footer>',
  mainScript: '/main.js',
  currentPath: '/impresiones/dtf',
  ogImage: { url: 'https://estampa.example/remotes/prints/og/DtfPage.png', alt: 'Impresión DTF: "tarjeta"' },
  structuredData: [{ name: '</script><script>alert(1)</script>' }, { '@type': 'BreadcrumbList' }],
};

describe('htmlDocument', () => {
  const html = htmlDocument(parts);
  it('puts language, title, description, canonical and Open Graph tags in the served HTML', () => {
    expect(html).toContain('<html lang="es-DO">');
    expect(html).toContain('<title>Impresión DTF | Estampa RD</title>');
    expect(html).toContain('<meta name="description" content="Camisetas &quot;DTF&quot; &amp; más &lt;b&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://estampa.example/impresiones/dtf">');
    expect(html).toContain('<meta property="og:url" content="https://estampa.example/impresiones/dtf">');
    expect(html).toContain('<meta property="og:title" content="Impresión DTF | Estampa RD">');
  });
  it('keeps structured data from closing its script, one block per document', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
  });
  it('names the link-preview card, 1200×630 PNG with its Spanish alt, for a large preview', () => {
    expect(html).toContain(
      '<meta property="og:image" content="https://estampa.example/remotes/prints/og/DtfPage.png">',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:type" content="image/png">');
    expect(html).toContain('<meta property="og:image:alt" content="Impresión DTF: &quot;tarjeta&quot;">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The social cards' own title and description: the page's (structured-data-testing-tool's SocialMedia preset).
    expect(/<meta name="twitter:title" content="([^"]+)">/.exec(html)?.[1]).toBe(
      /<title>([^<]+)<\/title>/.exec(html)?.[1],
    );
    expect(/<meta name="twitter:description" content="([^"]+)">/.exec(html)?.[1]).toBe(
      /<meta name="description" content="([^"]+)">/.exec(html)?.[1],
    );
  });
  it('links the icons and the web app manifest', () => {
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
  it('defines the fallback block before the include that uses it (nginx order)', () => {
    const block = html.indexOf('<!--# block name="fallback" -->');
    const include = html.indexOf('<!--# include virtual="/_fragments/prints/DtfPage.html" stub="fallback" -->');
    expect(block).toBeGreaterThan(-1);
    expect(include).toBeGreaterThan(block);
    expect(html).toContain('<!--# include virtual="/_mf/remotes/prints/DtfPage.html" -->');
  });
  it('names the shell’s script, and on an island page the federation host to preload, for the start script', () => {
    const list = (doc: string) =>
      JSON.parse(/<script id="shell-scripts" type="application\/json">([^<]*)<\/script>/.exec(doc)![1]);
    expect(list(htmlDocument({ ...parts, federationPreload: '/federation.0123456789.js' }))).toEqual({
      main: '/main.js',
      preload: ['/federation.0123456789.js'],
    });
    expect(list(html)).toEqual({ main: '/main.js', preload: [] });
    // No script is fetched from the HTML itself: they start after the first paint (startScripts.js).
    expect(html).not.toMatch(/<script[^>]* src=|<link rel="preload"/);
  });
  it('runs only the inline scripts the CSP allows by their hashes, before the body: the start script and early taps on every page, the URL parameters mark on island pages', () => {
    const inline = (doc: string) => [...doc.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    const island = htmlDocument({ ...parts, island: true });
    expect(inline(island).map(scriptHashSource).sort()).toEqual([...INLINE_SCRIPT_SOURCES].sort());
    expect(inline(html).sort()).toEqual([EARLY_TAP_SCRIPT, START_SCRIPTS].sort());
    // Before the body: it listens before anything can be tapped.
    expect(island.lastIndexOf('<script>')).toBeLessThan(island.indexOf('<body>'));
    expect(html.lastIndexOf('<script>')).toBeLessThan(html.indexOf('<body>'));
  });
  it('has landmarks and a skip link', () => {
    expect(html).toMatch(/<main id="contenido"/);
    expect(html).toContain('href="#contenido"');
  });
});

describe('structured data, sitemap and robots', () => {
  it('describes the local business from the identity file', () => {
    // The JSON as the page carries it (schema-dts types every property as optional or a union).
    const ld = JSON.parse(JSON.stringify(localBusinessJsonLd('https://estampa.example')));
    expect(ld['@type']).toBe('LocalBusiness');
    expect(ld.telephone).toBe('+18095550100');
    expect(ld.address.addressLocality).toBe('Los Mina, Santo Domingo Este');
    expect(ld.openingHoursSpecification).toHaveLength(2);
  });
  it('lists every route in the sitemap', () => {
    const xml = sitemapXml('https://estampa.example/');
    expect(xml.match(/<url>/g)).toHaveLength(21);
    expect(xml).toContain('<loc>https://estampa.example/uniformes/basquetbol/pedido</loc>');
    expect(robotsTxt('https://estampa.example')).toContain('Sitemap: https://estampa.example/sitemap.xml');
  });
});
