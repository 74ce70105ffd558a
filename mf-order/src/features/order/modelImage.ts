import { safeImageUrl } from '@estampa/shared/security/html';

/**
 * The model image the order page may show (SPEC.md: model images come from an external image
 * service and are only displayed): a same-site one (the catalogue links its own art,
 * '/remotes/uniforms/art/…'), relative or absolute on the page's origin, or an https image on any
 * origin, which the page's CSP allows (img-src https:, serving/security-headers.js). A plain-http
 * image elsewhere is left out (mixed content on the https site): the page shows its placeholder
 * instead, as it does when an image fails to load. The saved order document keeps any http(s)
 * image (orderDocument.ts).
 */
export function pageImageUrl(imagen: string, pageOrigin: string | undefined): string | null {
  const safe = safeImageUrl(imagen);
  if (!safe || safe.startsWith('/')) return safe;
  try {
    const url = new URL(safe);
    if (url.protocol === 'https:') return safe;
    return pageOrigin && url.origin === new URL(pageOrigin).origin ? safe : null;
  } catch {
    return null;
  }
}
