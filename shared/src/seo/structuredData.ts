import type { BreadcrumbList, ItemAvailability, LocalBusiness, Offer, Product, Service, WithContext } from 'schema-dts';
import { BUSINESS } from '../business/identity';

/**
 * schema.org data (JSON-LD) the pages carry for search engines, typed with schema-dts and built
 * from the business identity and each remote's catalogue. Pure: no page renders these; the apps'
 * builds write them into the HTML (the shell's templates, the remotes' fragments).
 */

/** Prices on the site are Dominican pesos (shown as `$850`, docs/product-rules.md#pages). */
export const CURRENCY = 'DOP';
/** Everything is personalised on order: nothing waits on a shelf. */
export const AVAILABILITY: ItemAvailability = 'https://schema.org/MadeToOrder';

/** The public origin (SITE_URL at build time, else the identity's default), without a trailing slash. */
export function siteOrigin(raw: string | undefined = undefined): string {
  const value = (raw ?? '').trim() || BUSINESS.defaultSiteUrl;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL must be http(s), got ${value}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** An absolute URL on the site for a path ('/x') or a URL that already is absolute. */
export function absoluteUrl(site: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${site}/`).href;
}

type Business = Exclude<LocalBusiness, string>;

/** The shop, as the seller / provider of what the pages offer. */
function shop(site: string): Business {
  return {
    '@type': 'LocalBusiness',
    name: BUSINESS.name,
    url: `${site}/`,
    telephone: BUSINESS.phoneHref.replace('tel:', ''),
    address: {
      '@type': 'PostalAddress',
      addressLocality: `${BUSINESS.address.locality}, ${BUSINESS.address.city}`,
      addressRegion: BUSINESS.address.region,
      addressCountry: BUSINESS.address.countryCode,
    },
  };
}

/** schema.org LocalBusiness for Home and Contact, built from the business identity. */
export function localBusinessJsonLd(site: string): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    ...shop(site),
    legalName: BUSINESS.legalName,
    description: BUSINESS.tagline,
    email: BUSINESS.email,
    geo: { '@type': 'GeoCoordinates', latitude: BUSINESS.map.latitude, longitude: BUSINESS.map.longitude },
    openingHoursSpecification: BUSINESS.hours
      .filter((h) => h.opens)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...h.schemaDays],
        opens: h.opens ?? undefined,
        closes: h.closes ?? undefined,
      })),
  } as WithContext<LocalBusiness>;
}

export type PricedItem = {
  /** The catalogue's id (the product's sku). */
  id: string;
  name: string;
  description: string;
  /** Absolute URL of the item's picture. */
  image: string;
  /** Price in pesos, exactly as the catalogue has it. */
  price: number;
  /** The price is a starting price ('Desde $N'). */
  from?: boolean;
};

/** A priced item of a product page: Product with its Offer (Google's product snippet). */
export function productJsonLd(item: PricedItem, site: string): WithContext<Product> {
  const offer: Offer = {
    '@type': 'Offer',
    price: item.price,
    priceCurrency: CURRENCY,
    availability: AVAILABILITY,
    itemCondition: 'https://schema.org/NewCondition',
    seller: shop(site),
    ...(item.from
      ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: item.price, priceCurrency: CURRENCY } }
      : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: item.id,
    name: item.name,
    description: item.description,
    image: [item.image],
    brand: { '@type': 'Brand', name: BUSINESS.name },
    offers: offer,
  };
}

export type ServiceInfo = { name: string; description: string; image: string; serviceType?: string };

/** A print service page: Service provided by the shop in its area. */
export function serviceJsonLd(service: ServiceInfo, site: string): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType ?? service.name,
    description: service.description,
    image: service.image,
    provider: shop(site),
    areaServed: { '@type': 'Country', name: BUSINESS.address.country },
  };
}

export type Crumb = { name: string; url: string };

/** BreadcrumbList from the home page down to the current page (absolute URLs). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}
