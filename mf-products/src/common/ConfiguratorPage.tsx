import { useRef, type Dispatch, type ReactNode } from 'react';
import { PageSection } from '@estampa/shared/ui/PageSection';
import type { ProductArt } from './art/Art';
import { CardPicture } from './CardPicture';
import { ConfiguratorPanel, PanelPrompt, configuratorLayout, revealPanel } from './Configurator';
import { PageHero, type HeroCopy } from './PageHero';
import { SelectableCard } from './SelectableCard';
import { productGrid } from './styles';

type Product = { id: string; name: string; image?: string; colors: readonly string[] };

/**
 * What a configurator page says around its products (each feature's pageCopy.ts): the hero, the
 * catalogue's heading, the panel 'Personaliza tu …' (its title, what it says before a choice) and
 * the closing section's id after the slug and title.
 */
export type ConfiguratorCopy = {
  hero: HeroCopy;
  catalogue: { title: string; subtitle: string };
  panel: { title: string; prompt: string };
  closing: { id: string; title: string };
};

/** What a configurator page says and shows of its own; the layout around it is the same for all. */
export type ConfiguratorPageProps<P extends Product> = {
  /**
   * The page's slug: the prefix of its ids (#<slug>-inicio, #<slug>-catalogo…) and what its general
   * quote link is counted for in field data (a product's own quote counts for the product's id).
   */
  slug: string;
  copy: ConfiguratorCopy;
  /** Filters above the catalogue's grid, where the page has them. */
  filters?: ReactNode;
  products: readonly P[];
  /** How the page draws its products: on the cards (in their first colour) and in the panel. */
  art: ProductArt<P>;
  selectedId: string | null;
  /** Choosing a card dispatches its selection. */
  dispatch: Dispatch<{ type: 'select'; productId: string }>;
  /**
   * A card's contents under its picture (its name, price…); the card itself is the layout's. The
   * name's h3 carries `nameId`: it describes the card's select button.
   */
  card: (product: P, nameId: string) => ReactNode;
  /** The height the panel keeps on desktops (its tallest contents), so choosing never shifts the page. */
  panelHeight: string;
  /** The panel's contents once a product is chosen; null before. */
  configure: ReactNode | null;
  /** The closing section's contents (process, reasons, advantages). */
  closing: ReactNode;
};

/**
 * The configurator pages' layout (tazas, termos, polos, uniformes escolares): hero with a link to
 * the catalogue and a quote link; the catalogue beside the panel (choosing a card brings the panel
 * into view where it is not already); a closing section. docs/product-rules.md#pages.
 */
export function ConfiguratorPage<P extends Product>(props: ConfiguratorPageProps<P>) {
  const { slug, copy, filters, products, art, selectedId, dispatch, card, panelHeight, configure, closing } = props;
  const { hero, catalogue, panel } = copy;
  const panelRef = useRef<HTMLDivElement>(null);
  const select = (productId: string) => {
    dispatch({ type: 'select', productId });
    revealPanel(panelRef.current, panelHeight);
  };
  return (
    <>
      <PageHero slug={slug} copy={hero} browseTo={`${slug}-catalogo`} />

      <PageSection id={`${slug}-catalogo`} title={catalogue.title} subtitle={catalogue.subtitle}>
        {filters}
        <div css={configuratorLayout}>
          <ul css={productGrid}>
            {products.map((p) => {
              const nameId = `${slug}-${p.id}-nombre`;
              return (
                <SelectableCard key={p.id} nameId={nameId} selected={p.id === selectedId} onSelect={() => select(p.id)}>
                  <CardPicture product={p} art={art} colorName={p.colors[0]} />
                  {card(p, nameId)}
                </SelectableCard>
              );
            })}
          </ul>

          <ConfiguratorPanel
            ref={panelRef}
            title={panel.title}
            titleId={`${slug}-panel-titulo`}
            desktopHeight={panelHeight}
          >
            {configure ?? <PanelPrompt>{panel.prompt}</PanelPrompt>}
          </ConfiguratorPanel>
        </div>
      </PageSection>

      <PageSection id={`${slug}-${copy.closing.id}`} title={copy.closing.title} tone="alt">
        {closing}
      </PageSection>
    </>
  );
}
