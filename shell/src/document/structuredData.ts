import { BUSINESS } from '@estampa/shared/business/identity';

/** schema.org LocalBusiness for Home and Contact, built from the business identity. */
export function localBusinessJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: BUSINESS.name,
    legalName: BUSINESS.legalName,
    description: BUSINESS.tagline,
    url: siteUrl,
    telephone: BUSINESS.phoneHref.replace('tel:', ''),
    email: BUSINESS.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: `${BUSINESS.address.locality}, ${BUSINESS.address.city}`,
      addressRegion: BUSINESS.address.region,
      addressCountry: BUSINESS.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: BUSINESS.map.latitude, longitude: BUSINESS.map.longitude },
    openingHoursSpecification: BUSINESS.hours
      .filter((h) => h.opens)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.schemaDays, opens: h.opens, closes: h.closes })),
  };
}
