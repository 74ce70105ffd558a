import { css } from '@emotion/react';
import { useReducer, useRef } from 'react';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { formatMoney } from '@estampa/shared/money/money';
import { PoloArt } from '../../common/art/Art';
import { ChoiceGroup } from '../../common/ChoiceGroup';
import { colorSizeHint } from '../../common/hints';
import {
  ConfiguratorPanel,
  PanelPrompt,
  PanelSummary,
  configuratorLayout,
  revealPanel,
} from '../../common/Configurator';
import { ProductImage } from '../../common/ProductImage';
import { QuantityField } from '../../common/QuantityField';
import { QuoteButton } from '../../common/QuoteButton';
import { SelectableCard } from '../../common/SelectableCard';
import { TotalLine } from '../../common/TotalLine';
import { sendQuote } from '../../common/quote';
import { artBox, cardTitle, muted, price, productGrid } from '../../common/styles';
import { POLOS, POLO_REASONS, findPolo, type Polo } from './data';
import { checkPoloQuote } from './poloQuote';
import { canQuotePolo, initialPolosState, polosReducer } from './polosReducer';

/** The page's slug: what its general quote links are counted for in field data (a product's own quote: its id). */
const PAGE_ITEM = 'polos';

const sizeRange = (polo: Polo) => `Tallas ${polo.sizes[0]} a ${polo.sizes[polo.sizes.length - 1]}`;

function poloArt(polo: Polo, colorName: string, label: string, size?: number) {
  return (
    <PoloArt
      colorName={colorName}
      label={label}
      size={size}
      longSleeve={polo.art?.longSleeve}
      striped={polo.art?.striped}
    />
  );
}

/** /productos/poloshirts: the polo configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function PolosPage() {
  const [state, dispatch] = useReducer(polosReducer, initialPolosState);
  const panelRef = useRef<HTMLDivElement>(null);
  const polo = findPolo(state.productId);

  const select = (productId: string) => {
    dispatch({ type: 'select', productId });
    revealPanel(panelRef.current);
  };

  return (
    <>
      <Hero
        id="polos-inicio"
        eyebrow="Personalizados con tu logo"
        title="POLO SHIRTS PERSONALIZADOS"
        lead="Elige el modelo, el color, la talla y la cantidad: te mostramos el total estimado al instante y cotizas por WhatsApp."
      >
        <LinkButton variant="light" href="#polos-catalogo">
          Ver modelos
        </LinkButton>
        <ChatLink message="¡Hola! Quiero información sobre polos personalizados." {...intentItem(PAGE_ITEM)}>
          Cotizar por WhatsApp
        </ChatLink>
      </Hero>

      <Section id="polos-catalogo" labelledBy="polos-catalogo-titulo">
        <SectionHeading
          id="polos-catalogo-titulo"
          title="Elige tu polo"
          subtitle="Seis modelos para empresas, equipos y eventos. Selecciona uno para personalizarlo."
        />
        <div css={configuratorLayout}>
          <ul css={productGrid}>
            {POLOS.map((p) => (
              <SelectableCard
                key={p.id}
                name={p.name}
                selected={p.id === state.productId}
                onSelect={() => select(p.id)}
              >
                <div css={artBox}>
                  <ProductImage
                    image={p.image}
                    alt={`Foto del ${p.name}`}
                    art={poloArt(p, p.colors[0], `Ilustración del ${p.name} en color ${p.colors[0]}`)}
                  />
                </div>
                <h3 css={cardTitle}>{p.name}</h3>
                <p css={price}>{formatMoney(p.price)}</p>
                <p css={muted}>{p.material}</p>
                <p css={muted}>{`${p.colors.length} colores · ${sizeRange(p)}`}</p>
              </SelectableCard>
            ))}
          </ul>

          <ConfiguratorPanel
            ref={panelRef}
            title="Personaliza tu Polo"
            titleId="polos-panel-titulo"
            desktopHeight="60rem"
          >
            {polo ? (
              <>
                <PanelSummary
                  name={polo.name}
                  price={`${formatMoney(polo.price)} por unidad`}
                  art={poloArt(
                    polo,
                    state.color ?? polo.colors[0],
                    `Vista previa del ${polo.name} en color ${state.color ?? polo.colors[0]}`,
                    120,
                  )}
                >
                  <p css={muted}>{polo.material}</p>
                </PanelSummary>
                <p css={css({ margin: 0 })}>{polo.description}</p>
                <ChoiceGroup
                  legend="Color"
                  options={polo.colors}
                  value={state.color}
                  swatches
                  onChoose={(color) => dispatch({ type: 'chooseColor', color })}
                />
                <ChoiceGroup
                  legend="Talla"
                  options={polo.sizes}
                  value={state.size}
                  onChoose={(size) => dispatch({ type: 'chooseSize', size })}
                />
                <QuantityField
                  value={state.quantity}
                  label="Cantidad de polos"
                  onDecrement={() => dispatch({ type: 'decrement' })}
                  onIncrement={() => dispatch({ type: 'increment' })}
                />
                <TotalLine unitPrice={polo.price} quantity={state.quantity} />
                <QuoteButton
                  item={polo.id}
                  incomplete={!canQuotePolo(state)}
                  hint={colorSizeHint(state)}
                  onClick={() => sendQuote(checkPoloQuote(state))}
                />
              </>
            ) : (
              <PanelPrompt>Selecciona un polo para personalizar</PanelPrompt>
            )}
          </ConfiguratorPanel>
        </div>
      </Section>

      <Section id="polos-razones" labelledBy="polos-razones-titulo" tone="alt">
        <SectionHeading id="polos-razones-titulo" title="¿Por qué elegir nuestros polos?" />
        <FeatureGrid features={POLO_REASONS} />
      </Section>
    </>
  );
}
