import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { svgDocument } from '@estampa/shared/seo/ogCard';
import { remoteSeo, type PageSeo, type SeoUrls } from '@estampa/shared/seo/remoteSeo';
import { absoluteUrl, productJsonLd, type PricedItem } from '@estampa/shared/seo/structuredData';
import { safeImageUrl } from '@estampa/shared/security/html';
import { MugShape } from '../common/art/mugShapes';
import { BottleShape } from '../common/art/bottleShapes';
import { PoloShape } from '../common/art/garmentShapes';
import { ShirtShape } from '../common/art/shirtShapes';
import { UniformShape } from '../common/art/uniformShapes';
import { KitShapes } from '../common/art/KitShapes';
import { comboPieces } from '../features/combos/comboPieces';
import { swatchFor } from '../common/swatches';
import { SAMPLE_TSHIRTS } from '../features/tshirts/data';
import { POLOS } from '../features/polos/data';
import { COMBOS } from '../features/combos/data';
import { MUGS } from '../features/mugs/data';
import { BOTTLES } from '../features/bottles/data';
import { SCHOOL_UNIFORMS } from '../features/school-uniforms/data';

/**
 * Build-time only (bundled as dist/server/seo.js; no page imports it): each product page's
 * link-preview card and its Product + Offer data, one per priced item, from the catalogues.
 */

/** Our drawing on the shapes' 200×200 grid as a complete SVG. */
const drawing = (shape: ReactElement) => svgDocument('0 0 200 200', renderToStaticMarkup(shape));

type Item = {
  id: string;
  name: string;
  description: string;
  price: number;
  from?: boolean;
  image?: string;
  art: ReactElement;
};

/** The page's card, its item pictures (ours, unless the catalogue has a photo) and its Products. */
function productPage(card: { title: string; subtitle: string; art: ReactElement }, items: readonly Item[]): PageSeo {
  const photo = (item: Item) => safeImageUrl(item.image);
  return {
    card: { title: card.title, subtitle: card.subtitle, art: drawing(card.art) },
    pictures: Object.fromEntries(items.filter((i) => !photo(i)).map((i) => [i.id, drawing(i.art)])),
    jsonLd: ({ site, picture }: SeoUrls) =>
      items.map((i) => {
        const own = photo(i);
        const priced: PricedItem = {
          id: i.id,
          name: i.name,
          description: i.description,
          price: i.price,
          from: i.from,
          image: own ? absoluteUrl(site, own) : picture(i.id),
        };
        return productJsonLd(priced, site);
      }),
  };
}

export default remoteSeo({
  TshirtsPage: productPage(
    {
      title: 'T-Shirts personalizadas',
      subtitle: 'Sublimación, DTF, serigrafía y bordado. Tallas XS a 5XL.',
      art: <ShirtShape color={swatchFor('Rojo')} />,
    },
    SAMPLE_TSHIRTS.map((t) => ({
      ...t,
      price: t.fromPrice,
      from: true,
      art: <ShirtShape color={swatchFor(t.color)} {...t.art} />,
    })),
  ),
  PolosPage: productPage(
    {
      title: 'Polo shirts personalizados',
      subtitle: 'Elige modelo, color, talla y cantidad: total al instante.',
      art: <PoloShape color={swatchFor('Azul Marino')} />,
    },
    POLOS.map((p) => ({
      ...p,
      art: <PoloShape color={swatchFor(p.colors[0])} {...p.art} />,
    })),
  ),
  CombosPage: productPage(
    {
      title: 'Combos promocionales',
      subtitle: 'Textiles, oficina, eventos y lanzamientos con ahorro.',
      art: <KitShapes color={swatchFor('Rojo')} pieces={['shirt', 'cap', 'mug']} />,
    },
    COMBOS.map((c) => ({ ...c, art: <KitShapes color={swatchFor(c.artColor)} pieces={comboPieces(c.items)} /> })),
  ),
  TazasPage: productPage(
    {
      title: 'Tazas personalizadas',
      subtitle: 'Tu foto, logo o frase en tazas de 11, 12 y 15 oz.',
      art: <MugShape color={swatchFor('Blanco')} />,
    },
    MUGS.map((m) => ({ ...m, art: <MugShape color={swatchFor(m.colors[0])} {...m.art} /> })),
  ),
  TermosPage: productPage(
    {
      title: 'Termos personalizados',
      subtitle: 'Calientes hasta 20 horas y fríos hasta 40 horas.',
      art: <BottleShape color={swatchFor('Negro')} />,
    },
    BOTTLES.map((b) => ({ ...b, art: <BottleShape color={swatchFor(b.colors[0])} {...b.art} /> })),
  ),
  UniformesEscolaresPage: productPage(
    {
      title: 'Uniformes escolares',
      subtitle: 'De preescolar a bachillerato, con el logo bordado.',
      art: <UniformShape color={swatchFor('Azul Marino')} />,
    },
    SCHOOL_UNIFORMS.map((u) => ({ ...u, art: <UniformShape color={swatchFor(u.colors[0])} {...u.art} /> })),
  ),
});
