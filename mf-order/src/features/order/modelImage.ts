import { safeImageUrl } from '@estampa/shared/security/html';

/**
 * The model image the order page may show: a same-site one (the catalogue links its own art,
 * '/remotes/uniforms/art/…'), relative or absolute on the page's origin. An image on another
 * origin is not fetched (nothing third-party at run time, and the page's CSP would refuse it with
 * an error in the console): the page shows its placeholder instead. The saved order document
 * keeps any http(s) image (orderDocument.ts).
 */
export function pageImageUrl(imagen: string, pageOrigin: string | undefined): string | null {
  const safe = safeImageUrl(imagen);
  if (!safe || safe.startsWith('/')) return safe;
  if (!pageOrigin) return null;
  try {
    return new URL(safe).origin === new URL(pageOrigin).origin ? safe : null;
  } catch {
    return null;
  }
}
