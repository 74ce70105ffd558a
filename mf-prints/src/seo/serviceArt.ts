import { svgDocument } from '@estampa/shared/seo/ogCard';
import { ILLUSTRATION_OUTLINE as OUTLINE } from '@estampa/shared/theme/theme';

/**
 * Our drawings of the print services that have no product to show (for their link-preview cards),
 * on a 120×120 grid like the product illustrations. Build-time only.
 */

const RED = '#b91c1c';
const BLUE = '#1e3a8a';

/** A banner hung by its eyelets, with a printed headline. */
export const bannerArt = svgDocument(
  '0 0 120 120',
  `<path d="M14 30 V92 M106 30 V92" stroke="${OUTLINE}" stroke-width="3"/>` +
    `<rect x="18" y="34" width="84" height="50" rx="3" fill="#ffffff" stroke="${OUTLINE}" stroke-width="2"/>` +
    `<rect x="18" y="34" width="84" height="16" fill="${RED}"/>` +
    `<rect x="28" y="58" width="64" height="7" rx="2" fill="${BLUE}"/><rect x="36" y="70" width="48" height="5" rx="2" fill="#9ca3af"/>` +
    [22, 60, 98].map((x) => `<circle cx="${x}" cy="38" r="2.2" fill="#e5e7eb" stroke="${OUTLINE}"/>`).join(''),
);

/** A vinyl roll with a cut star being peeled off. */
export const vinylArt = svgDocument(
  '0 0 120 120',
  `<rect x="14" y="38" width="70" height="44" fill="${RED}" stroke="${OUTLINE}" stroke-width="2"/>` +
    `<ellipse cx="84" cy="60" rx="10" ry="22" fill="#7f1d1d" stroke="${OUTLINE}" stroke-width="2"/><ellipse cx="84" cy="60" rx="4" ry="9" fill="#e5e7eb"/>` +
    `<polygon points="40,46 44,56 55,56 46,62 50,73 40,66 30,73 34,62 25,56 36,56" fill="#ffffff" stroke="${OUTLINE}" stroke-width="1.5"/>` +
    `<path d="M70 92 q18 -4 30 8" fill="none" stroke="${OUTLINE}" stroke-width="2" stroke-dasharray="4 3"/>`,
);

/** A shop front glass with a perforated print: design outside, view inside. */
export const oneVisionArt = svgDocument(
  '0 0 120 120',
  `<rect x="12" y="22" width="96" height="76" rx="4" fill="#dbeafe" stroke="${OUTLINE}" stroke-width="3"/>` +
    `<path d="M60 22 V98" stroke="${OUTLINE}" stroke-width="3"/>` +
    `<rect x="15" y="25" width="42" height="70" fill="${RED}"/>` +
    `<g fill="#ffffff" opacity=".55">${Array.from({ length: 7 }, (_, r) => Array.from({ length: 4 }, (_, c) => `<circle cx="${20 + c * 11}" cy="${31 + r * 10}" r="2.4"/>`).join('')).join('')}</g>` +
    `<text x="36" y="66" font-family="sans-serif" font-weight="700" font-size="13" text-anchor="middle" fill="#ffffff">50%</text>` +
    `<path d="M70 80 l10 -16 l8 10 l6 -6 l10 12 z" fill="${BLUE}" opacity=".7"/>`,
);

/** A corrugated plastic sign on its stake. */
export const coroplastArt = svgDocument(
  '0 0 120 120',
  `<path d="M50 78 V110 M70 78 V110" stroke="#6b7280" stroke-width="3"/>` +
    `<rect x="16" y="22" width="88" height="58" rx="3" fill="#ffffff" stroke="${OUTLINE}" stroke-width="2"/>` +
    `<g stroke="#e5e7eb" stroke-width="1.5">${Array.from({ length: 10 }, (_, i) => `<path d="M${22 + i * 8.6} 24 V78"/>`).join('')}</g>` +
    `<rect x="24" y="32" width="72" height="18" rx="2" fill="${RED}"/><text x="60" y="46" font-family="sans-serif" font-weight="700" font-size="13" text-anchor="middle" fill="#ffffff">SE VENDE</text>` +
    `<rect x="32" y="58" width="56" height="7" rx="2" fill="${BLUE}"/>`,
);
