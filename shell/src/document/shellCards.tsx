import { renderToStaticMarkup } from 'react-dom/server';
import { BUSINESS } from '@estampa/shared/business/identity';
import { colors } from '@estampa/shared/theme/theme';
import { ogCardSvg, svgDocument, type OgCard } from '@estampa/shared/seo/ogCard';
import { PATHS } from '@estampa/shared/routes/paths';
import { ProductIllustration } from '../features/home/ProductIllustration';

/** The shell's own drawings as an SVG document (a <svg> element of the 120×120 illustrations). */
function illustration(kind: 'polo' | 'mug' | 'cap', color: string): string {
  const markup = renderToStaticMarkup(<ProductIllustration kind={kind} color={color} accent="#ffffff" label="" />);
  return svgDocument('0 0 120 120', /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1] ?? '');
}

/** Home: a polo, a mug and a cap of the catalogue, side by side. */
function homeArt(): string {
  const place = (doc: string, x: number, y: number, size: number) =>
    doc.replace('<svg xmlns="http://www.w3.org/2000/svg"', `<svg x="${x}" y="${y}" width="${size}" height="${size}"`);
  return svgDocument(
    '0 0 240 260',
    place(illustration('polo', colors.primary), 0, 0, 150) +
      place(illustration('mug', colors.accent), 110, 120, 130) +
      place(illustration('cap', colors.ink), 10, 150, 110),
  );
}

/** Contact: a chat bubble with the phone. */
const contactArt = svgDocument(
  '0 0 120 120',
  `<path d="M60 14c-26 0-46 18-46 40 0 9 3 17 9 24l-5 22 22-9c6 2 13 3 20 3 26 0 46-18 46-40S86 14 60 14z" fill="${colors.whatsapp}"/>` +
    '<path d="M45 38c2-2 5-2 6 0l5 8c1 2 0 4-1 5l-3 3c3 6 8 11 14 14l3-3c1-1 3-2 5-1l8 5c2 1 2 4 0 6l-4 4c-3 3-8 3-12 1-11-5-20-14-25-25-2-4-2-9 1-12z" fill="#ffffff"/>',
);

/** The link-preview cards of the pages the shell renders itself, by path. */
export function shellCards(): Record<string, OgCard> {
  return {
    [PATHS.home]: {
      title: 'Ropa personalizada, uniformes e impresiones',
      subtitle: `Polos, t-shirts, tazas, termos, uniformes y DTF en ${BUSINESS.address.locality}.`,
      art: homeArt(),
    },
    [PATHS.contact]: {
      title: 'Contáctanos',
      subtitle: `${BUSINESS.responsePromise}. ${BUSINESS.hours[0].days} ${BUSINESS.hours[0].time}.`,
      art: contactArt,
    },
  };
}

/** The cards as SVG documents, for the shell's build to rasterise (build/prerender-shell.js). */
export function shellCardSvgs(): Record<string, string> {
  return Object.fromEntries(Object.entries(shellCards()).map(([path, card]) => [path, ogCardSvg(card)]));
}
