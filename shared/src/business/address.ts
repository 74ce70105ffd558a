/**
 * The shop's address: part of the business identity (identity.ts gives it as BUSINESS.address).
 * A module of its own so that a remote's page data can name the place without sharing the whole
 * identity module across chunks (webpack then keeps the whole BUSINESS object in every bundle
 * instead of inlining the few values a bundle uses: +0.8 KB gzip on each products page).
 */
export const ADDRESS = {
  locality: 'Los Mina',
  city: 'Santo Domingo Este',
  /** The province (schema.org addressRegion). */
  region: 'Santo Domingo',
  country: 'República Dominicana',
  countryCode: 'DO',
} as const;

export const fullAddress = `${ADDRESS.locality}, ${ADDRESS.city}, ${ADDRESS.country}`;
export const shortAddress = `${ADDRESS.locality}, ${ADDRESS.city}`;
