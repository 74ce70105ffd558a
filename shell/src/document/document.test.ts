import { htmlDocument, fragmentInclude, remotesInclude } from './htmlDocument';
import { localBusinessJsonLd } from './structuredData';
import { sitemapXml, robotsTxt } from './sitemap';

const parts = {
  title: 'Impresión DTF | Estampa RD',
  description: 'Camisetas "DTF" & más <b>',
  canonicalUrl: 'https://estampa.example/impresiones/dtf',
  styles: '<style>.a{}</style>',
  remotesInclude: remotesInclude('prints'),
  headerHtml: '<header>h</header>',
  mainHtml: fragmentInclude('prints', 'DtfPage', '<p>fallback</p>'),
  footerHtml: '<footer>f</footer>',
  mainScript: '/main.js',
  currentPath: '/impresiones/dtf',
  structuredData: { name: '</script><script>alert(1)</script>' },
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
  it('keeps structured data from closing its script', () => {
    expect(html).not.toContain('</script><script>alert(1)');
  });
  it('defines the fallback block before the include that uses it (nginx order)', () => {
    const block = html.indexOf('<!--# block name="fallback" -->');
    const include = html.indexOf('<!--# include virtual="/_fragments/prints/DtfPage.html" stub="fallback" -->');
    expect(block).toBeGreaterThan(-1);
    expect(include).toBeGreaterThan(block);
    expect(html).toContain('<!--# include virtual="/_mf/remotes/prints.html" -->');
  });
  it('has landmarks and a skip link', () => {
    expect(html).toMatch(/<main id="contenido"/);
    expect(html).toContain('href="#contenido"');
  });
});

describe('structured data, sitemap and robots', () => {
  it('describes the local business from the identity file', () => {
    const ld = localBusinessJsonLd('https://estampa.example');
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
