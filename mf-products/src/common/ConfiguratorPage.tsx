import { useRef, type ReactNode } from 'react';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { Hero } from '@estampa/shared/ui/Hero';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { ConfiguratorPanel, PanelPrompt, configuratorLayout, revealPanel } from './Configurator';
import { SelectableCard } from './SelectableCard';
import { productGrid } from './styles';

/** What a configurator page says and shows of its own; the layout around it is the same for all. */
export type ConfiguratorPageProps<P extends { id: string; name: string }> = {
  /**
   * The page's slug: the prefix of its ids (#<slug>-inicio, #<slug>-catalogo…) and what its general
   * quote link is counted for in field data (a product's own quote counts for the product's id).
   */
  slug: string;
  hero: { eyebrow: string; title: string; lead: string; browse: string; chatMessage: string };
  catalogue: { title: string; subtitle: string; filters?: ReactNode };
  products: readonly P[];
  selectedId: string | null;
  onSelect: (productId: string) => void;
  /** A card's contents (its art, name, price…); the card itself is the layout's. */
  card: (product: P) => ReactNode;
  /** The panel 'Personaliza tu …': its title, the height it keeps on desktops, what it says before a choice. */
  panel: { title: string; desktopHeight: string; prompt: string };
  /** The panel's contents once a product is chosen; null before. */
  configure: ReactNode | null;
  /** The closing section (process, reasons, advantages): its id after the slug, title and contents. */
  closing: { id: string; title: string; content: ReactNode };
};

/**
 * The configurator pages' layout (tazas, termos, polos, uniformes escolares): hero with a link to
 * the catalogue and a quote link; the catalogue beside the panel (choosing a card brings the panel
 * into view on phones); a closing section. docs/product-rules.md#pages.
 */
export function ConfiguratorPage<P extends { id: string; name: string }>(props: ConfiguratorPageProps<P>) {
  const { slug, hero, catalogue, products, selectedId, onSelect, card, panel, configure, closing } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const select = (productId: string) => {
    onSelect(productId);
    revealPanel(panelRef.current);
  };
  return (
    <>
      <Hero id={`${slug}-inicio`} eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <LinkButton variant="light" href={`#${slug}-catalogo`}>
          {hero.browse}
        </LinkButton>
        <ChatLink message={hero.chatMessage} {...intentItem(slug)}>
          Cotizar por WhatsApp
        </ChatLink>
      </Hero>

      <Section id={`${slug}-catalogo`} labelledBy={`${slug}-catalogo-titulo`}>
        <SectionHeading id={`${slug}-catalogo-titulo`} title={catalogue.title} subtitle={catalogue.subtitle} />
        {catalogue.filters}
        <div css={configuratorLayout}>
          <ul css={productGrid}>
            {products.map((p) => (
              <SelectableCard key={p.id} name={p.name} selected={p.id === selectedId} onSelect={() => select(p.id)}>
                {card(p)}
              </SelectableCard>
            ))}
          </ul>

          <ConfiguratorPanel
            ref={panelRef}
            title={panel.title}
            titleId={`${slug}-panel-titulo`}
            desktopHeight={panel.desktopHeight}
          >
            {configure ?? <PanelPrompt>{panel.prompt}</PanelPrompt>}
          </ConfiguratorPanel>
        </div>
      </Section>

      <Section id={`${slug}-${closing.id}`} labelledBy={`${slug}-${closing.id}-titulo`} tone="alt">
        <SectionHeading id={`${slug}-${closing.id}-titulo`} title={closing.title} />
        {closing.content}
      </Section>
    </>
  );
}
