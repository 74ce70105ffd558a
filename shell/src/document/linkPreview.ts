import { BUSINESS } from '@estampa/shared/business/identity';
import { remoteAssetUrl } from '@estampa/shared/routes/paths';
import { cardFile } from '@estampa/shared/seo/remoteSeo';
import type { Route } from '../routes/routeTable';
import { ROUTE_META } from '../routes/routeMeta';

/** og:image of a page: where its card is and what it shows (in Spanish). */
export type LinkPreviewImage = { url: string; alt: string };

/**
 * The card a route's link previews show. The shell draws its own pages' cards at its build (hashed
 * names in `shellCards`); a remote's page uses the card that remote publishes at its stable name,
 * reached through the site's origin (/remotes/<name>/og/<Page>.png), so it follows the remote's
 * deploys without a shell build.
 */
export function linkPreviewImage(
  route: Route,
  site: string,
  shellCards: Readonly<Record<string, string>>,
): LinkPreviewImage {
  const file =
    route.render.kind === 'remote'
      ? remoteAssetUrl(route.render.remote, cardFile(route.render.module))
      : `/${shellCards[route.path] ?? ''}`;
  if (file === '/') throw new Error(`no link-preview card for ${route.path}`);
  return {
    url: `${site}${file}`,
    alt: `${ROUTE_META[route.path].title}: tarjeta de ${BUSINESS.name} con una ilustración de nuestro trabajo y el WhatsApp ${BUSINESS.phoneDisplay}`,
  };
}
