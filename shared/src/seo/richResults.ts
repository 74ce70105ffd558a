/**
 * What search engines require of the structured data we publish (Google's rich result rules for
 * Product snippets, breadcrumbs and local businesses; schema.org's for Service), as a checker the
 * apps' unit tests run over every JSON-LD block they emit. Pure: data in, list of problems out.
 */

const GOOGLE_AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'SoldOut',
].map((v) => `https://schema.org/${v}`);

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

export function isAbsoluteHttpUrl(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && v === u.href;
  } catch {
    return false;
  }
}

/** Empty strings, nulls, NaN and empty arrays anywhere in the tree: never valid values. */
function emptyValues(value: unknown, where: string, out: string[]) {
  if (value === null || value === undefined) out.push(`${where}: empty value`);
  else if (typeof value === 'string' && !value.trim()) out.push(`${where}: empty text`);
  else if (typeof value === 'number' && !Number.isFinite(value)) out.push(`${where}: not a number`);
  else if (Array.isArray(value)) {
    if (!value.length) out.push(`${where}: empty list`);
    value.forEach((v, i) => emptyValues(v, `${where}[${i}]`, out));
  } else if (isObject(value)) for (const [k, v] of Object.entries(value)) emptyValues(v, `${where}.${k}`, out);
}

function offerProblems(offer: unknown, where: string): string[] {
  const out: string[] = [];
  if (!isObject(offer) || offer['@type'] !== 'Offer') return [`${where}: offers must be an Offer`];
  const price = typeof offer.price === 'string' ? Number(offer.price) : offer.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0)
    out.push(`${where}.price: must be a positive number`);
  if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency))
    out.push(`${where}.priceCurrency: must be an ISO 4217 code`);
  if (!GOOGLE_AVAILABILITY.includes(String(offer.availability)))
    out.push(`${where}.availability: must be a schema.org ItemAvailability URL`);
  return out;
}

function typeProblems(d: Json, where: string): string[] {
  const out: string[] = [];
  const need = (key: string, ok: (v: unknown) => boolean, what: string) => {
    if (!ok(d[key])) out.push(`${where}.${key}: ${what}`);
  };
  switch (d['@type']) {
    case 'Product': {
      need('name', text, 'required text');
      need('description', text, 'required text');
      const images = Array.isArray(d.image) ? d.image : [d.image];
      if (!images.length || !images.every(isAbsoluteHttpUrl))
        out.push(`${where}.image: absolute http(s) URL(s) required`);
      out.push(...offerProblems(d.offers, `${where}.offers`));
      break;
    }
    case 'Service': {
      need('name', text, 'required text');
      need('description', text, 'required text');
      need('image', isAbsoluteHttpUrl, 'absolute http(s) URL required');
      if (!isObject(d.provider) || !text(d.provider.name))
        out.push(`${where}.provider: the business providing it is required`);
      break;
    }
    case 'BreadcrumbList': {
      const items = d.itemListElement;
      if (!Array.isArray(items) || !items.length) {
        out.push(`${where}.itemListElement: at least one ListItem required`);
        break;
      }
      items.forEach((item, i) => {
        const at = `${where}.itemListElement[${i}]`;
        if (!isObject(item) || item['@type'] !== 'ListItem') return out.push(`${at}: must be a ListItem`);
        if (item.position !== i + 1) out.push(`${at}.position: must be ${i + 1}`);
        if (!text(item.name)) out.push(`${at}.name: required text`);
        if (!isAbsoluteHttpUrl(item.item)) out.push(`${at}.item: absolute http(s) URL required`);
      });
      break;
    }
    case 'LocalBusiness': {
      need('name', text, 'required text');
      need('telephone', text, 'required text');
      need('url', isAbsoluteHttpUrl, 'absolute http(s) URL required');
      if (!isObject(d.address) || !text(d.address.addressCountry) || !text(d.address.addressLocality))
        out.push(`${where}.address: a PostalAddress with locality and country is required`);
      break;
    }
    default:
      out.push(`${where}: unexpected @type ${JSON.stringify(d['@type'])}`);
  }
  return out;
}

/** Every problem of one JSON-LD document (an object with @context), or [] when it is valid. */
export function richResultProblems(doc: unknown, where = 'jsonld'): string[] {
  if (!isObject(doc)) return [`${where}: must be an object`];
  const out: string[] = [];
  if (doc['@context'] !== 'https://schema.org') out.push(`${where}.@context: must be https://schema.org`);
  emptyValues(doc, where, out);
  out.push(...typeProblems(doc, where));
  return out;
}

/** The JSON-LD documents of an HTML text (every <script type="application/ld+json"> block). */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
    blocks.push(JSON.parse(m[1]));
  return blocks;
}
