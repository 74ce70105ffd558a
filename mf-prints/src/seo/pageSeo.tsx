import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { svgDocument } from '@estampa/shared/seo/ogCard';
import { remoteSeo, type PageSeo } from '@estampa/shared/seo/remoteSeo';
import { serviceJsonLd } from '@estampa/shared/seo/structuredData';
import { ProductIllustration } from '../common/ProductIllustration';
import type { HeroCopy, IllustrationKind } from '../common/types';
import { DTF } from '../features/dtf/data';
import { SUBLIMACION } from '../features/sublimacion/data';
import { SERIGRAFIA } from '../features/serigrafia/data';
import { LONA } from '../features/lona/data';
import { VINYL } from '../features/vinyl/data';
import { ONE_VISION } from '../features/one-vision/data';
import { COROPLAST } from '../features/coroplast/data';
import { bannerArt, coroplastArt, oneVisionArt, vinylArt } from './serviceArt';

/**
 * Build-time only (bundled as dist/server/seo.js; no page imports it): each print page's
 * link-preview card (its hero's title, our drawing) and its Service data.
 */

/** A product illustration of the pages as a complete SVG. */
function illustration(kind: IllustrationKind, color: string): string {
  const svg: ReactElement = <ProductIllustration kind={kind} color={color} label="" />;
  const { body } = /^<svg[^>]*>(?<body>[\s\S]*)<\/svg>$/.exec(renderToStaticMarkup(svg))?.groups ?? {};
  return svgDocument('0 0 120 120', body ?? '');
}

function servicePage(hero: HeroCopy, art: string): PageSeo {
  return {
    card: { title: hero.title, subtitle: hero.eyebrow, art },
    jsonLd: ({ site, card }) => [serviceJsonLd({ name: hero.title, description: hero.lead, image: card }, site)],
  };
}

export default remoteSeo({
  DtfPage: servicePage(DTF.hero, illustration('tshirt', '#1e3a8a')),
  SublimacionPage: servicePage(SUBLIMACION.hero, illustration('mug', '#ffffff')),
  SerigrafiaPage: servicePage(SERIGRAFIA.hero, illustration('hoodie', '#374151')),
  LonaPage: servicePage(LONA.hero, bannerArt),
  VinylPage: servicePage(VINYL.hero, vinylArt),
  OneVisionPage: servicePage(ONE_VISION.hero, oneVisionArt),
  CoroplastPage: servicePage(COROPLAST.hero, coroplastArt),
});
