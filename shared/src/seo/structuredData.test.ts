import {
  absoluteUrl,
  breadcrumbJsonLd,
  localBusinessJsonLd,
  productJsonLd,
  serviceJsonLd,
  siteOrigin,
} from './structuredData';
import { richResultProblems } from './richResults';
import { BUSINESS } from '../business/identity';

const SITE = 'https://estampa.example';

describe('siteOrigin', () => {
  it('takes SITE_URL without its trailing slash, or the identity default', () => {
    expect(siteOrigin('https://estampa.example/')).toBe('https://estampa.example');
    expect(siteOrigin(undefined)).toBe(BUSINESS.defaultSiteUrl);
    expect(siteOrigin('  ')).toBe(BUSINESS.defaultSiteUrl);
  });
  it('refuses what is not an http(s) URL', () => {
    expect(() => siteOrigin('ftp://x')).toThrow();
    expect(() => siteOrigin('nada')).toThrow();
  });
});

it('absoluteUrl resolves a site path and keeps an absolute URL', () => {
  expect(absoluteUrl(SITE, '/remotes/products/og/a.png')).toBe('https://estampa.example/remotes/products/og/a.png');
  expect(absoluteUrl(SITE, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
});

describe('builders give data search engines accept', () => {
  it('Product with its Offer in DOP', () => {
    const doc = productJsonLd(
      { id: 'mug-1', name: 'Taza', description: 'Blanca', image: `${SITE}/a.png`, price: 180 },
      SITE,
    );
    expect(richResultProblems(doc)).toEqual([]);
    expect(doc.offers).toMatchObject({
      price: 180,
      priceCurrency: 'DOP',
      availability: 'https://schema.org/MadeToOrder',
    });
  });
  it("a 'Desde' price says it is the lowest", () => {
    const doc = productJsonLd(
      { id: 't', name: 'T', description: 'd', image: `${SITE}/a.png`, price: 12, from: true },
      SITE,
    );
    expect(doc.offers).toMatchObject({ priceSpecification: { minPrice: 12, priceCurrency: 'DOP' } });
  });
  it('Service, BreadcrumbList, LocalBusiness', () => {
    expect(
      richResultProblems(serviceJsonLd({ name: 'DTF', description: 'Impresión', image: `${SITE}/c.png` }, SITE)),
    ).toEqual([]);
    expect(
      richResultProblems(
        breadcrumbJsonLd([
          { name: 'Inicio', url: `${SITE}/` },
          { name: 'Tazas', url: `${SITE}/productos/tazas` },
        ]),
      ),
    ).toEqual([]);
    expect(richResultProblems(localBusinessJsonLd(SITE))).toEqual([]);
  });
  it('LocalBusiness keeps the identity: phone, hours of open days only', () => {
    const doc = localBusinessJsonLd(SITE) as unknown as { telephone: string; openingHoursSpecification: unknown[] };
    expect(doc.telephone).toBe('+18095550100');
    expect(doc.openingHoursSpecification).toHaveLength(BUSINESS.hours.filter((h) => h.opens).length);
  });
});
