import { remoteSeo } from '@estampa/shared/seo/remoteSeo';
import { svgDocument } from '@estampa/shared/seo/ogCard';
import { ILLUSTRATION_OUTLINE } from '@estampa/shared/theme/theme';

/**
 * Build-time only (bundled as dist/server/seo.js; no page imports it): the order page's
 * link-preview card. The page lists no priced item, so it adds no JSON-LD of its own.
 */

/** Our drawing of the order: a clipboard with the player list beside a jersey. */
export const orderArt = svgDocument(
  '0 0 120 120',
  `<rect x="10" y="14" width="62" height="92" rx="5" fill="#ffffff" stroke="${ILLUSTRATION_OUTLINE}" stroke-width="2.5"/>` +
    '<rect x="28" y="8" width="26" height="12" rx="3" fill="#7f1d1d"/>' +
    [34, 48, 62, 76, 90]
      .map(
        (y, i) =>
          `<text x="17" y="${y + 4}" font-family="sans-serif" font-weight="700" font-size="9" fill="#b91c1c">${i + 4}</text><rect x="29" y="${y - 2}" width="34" height="5" rx="2" fill="#9ca3af"/>`,
      )
      .join('') +
    `<path d="M80 40 Q88 48 96 40 L101 41 Q101 52 106 55 L106 100 L70 100 L70 55 Q75 52 75 41 Z" fill="#b91c1c" stroke="${ILLUSTRATION_OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
    '<text x="88" y="84" font-family="sans-serif" font-weight="800" font-size="20" text-anchor="middle" fill="#ffffff">7</text>',
);

export default remoteSeo({
  PedidoPage: {
    card: {
      title: 'Pedido de uniformes de basquetbol',
      subtitle: 'Arma la lista de jugadores y descarga el pedido.',
      art: orderArt,
    },
    jsonLd: () => [],
  },
});
