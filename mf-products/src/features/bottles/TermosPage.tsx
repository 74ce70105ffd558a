import { css } from '@emotion/react';
import { useReducer, useRef } from 'react';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { formatMoney } from '@estampa/shared/money/money';
import { BottleArt } from '../../common/art/Art';
import { ChoiceGroup } from '../../common/ChoiceGroup';
import {
  ConfiguratorPanel,
  PanelPrompt,
  PanelSummary,
  configuratorLayout,
  revealPanel,
} from '../../common/Configurator';
import { CountedTextField } from '../../common/CountedTextField';
import { FeatureList } from '../../common/FeatureList';
import { ProductImage } from '../../common/ProductImage';
import { QuantityField } from '../../common/QuantityField';
import { QuoteButton } from '../../common/QuoteButton';
import { SelectableCard } from '../../common/SelectableCard';
import { TotalLine } from '../../common/TotalLine';
import { sendQuote } from '../../common/quote';
import { artBox, cardTitle, muted, price, productGrid } from '../../common/styles';
import { Retention } from './components/Retention';
import { BOTTLES, BOTTLE_REASONS, BOTTLE_TEXT_MAX, findBottle } from './data';
import { checkBottleQuote } from './bottleQuote';
import { bottlesReducer, canQuoteBottle, initialBottlesState } from './bottlesReducer';

/** The page's slug: what its general quote links are counted for in field data (a product's own quote: its id). */
const PAGE_ITEM = 'termos';

/** /productos/termos: the thermal bottle configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function TermosPage() {
  const [state, dispatch] = useReducer(bottlesReducer, initialBottlesState);
  const panelRef = useRef<HTMLDivElement>(null);
  const bottle = findBottle(state.productId);

  const select = (productId: string) => {
    dispatch({ type: 'select', productId });
    revealPanel(panelRef.current);
  };

  return (
    <>
      <Hero
        id="termos-inicio"
        eyebrow="Frío o caliente, con tu marca"
        title="TERMOS PERSONALIZADOS"
        lead="Termos de 350 ml a 1 litro que mantienen tus bebidas calientes hasta 20 horas y frías hasta 40 horas, con grabado láser o sublimación."
      >
        <LinkButton variant="light" href="#termos-catalogo">
          Ver termos
        </LinkButton>
        <ChatLink message="¡Hola! Quiero información sobre termos personalizados." {...intentItem(PAGE_ITEM)}>
          Cotizar por WhatsApp
        </ChatLink>
      </Hero>

      <Section id="termos-catalogo" labelledBy="termos-catalogo-titulo">
        <SectionHeading
          id="termos-catalogo-titulo"
          title="Elige tu termo"
          subtitle="Seis modelos para el gimnasio, la oficina, la escuela o como regalo corporativo."
        />
        <div css={configuratorLayout}>
          <ul css={productGrid}>
            {BOTTLES.map((b) => (
              <SelectableCard
                key={b.id}
                name={b.name}
                selected={b.id === state.productId}
                onSelect={() => select(b.id)}
              >
                <div css={artBox}>
                  <ProductImage
                    image={b.image}
                    alt={`Foto del ${b.name}`}
                    art={
                      <BottleArt colorName={b.colors[0]} label={`Ilustración del ${b.name} en color ${b.colors[0]}`} />
                    }
                  />
                </div>
                <h3 css={cardTitle}>{b.name}</h3>
                <p css={muted}>{`${b.capacityMl} ml · ${b.material}`}</p>
                <p css={price}>{formatMoney(b.price)}</p>
                <Retention keepHotHours={b.keepHotHours} keepColdHours={b.keepColdHours} />
                <FeatureList items={b.features.slice(0, 2)} />
              </SelectableCard>
            ))}
          </ul>

          <ConfiguratorPanel
            ref={panelRef}
            title="Personaliza tu Termo"
            titleId="termos-panel-titulo"
            desktopHeight="68rem"
          >
            {bottle ? (
              <>
                <PanelSummary
                  name={bottle.name}
                  price={`${formatMoney(bottle.price)} por unidad`}
                  art={
                    <BottleArt
                      colorName={state.color ?? bottle.colors[0]}
                      label={`Vista previa del ${bottle.name} en color ${state.color ?? bottle.colors[0]}`}
                      size={120}
                    />
                  }
                >
                  <p css={muted}>{`${bottle.capacityMl} ml · ${bottle.material}`}</p>
                  <Retention keepHotHours={bottle.keepHotHours} keepColdHours={bottle.keepColdHours} />
                </PanelSummary>
                <p css={css({ margin: 0 })}>{bottle.description}</p>
                <ChoiceGroup
                  legend="Color"
                  options={bottle.colors}
                  value={state.color}
                  swatches
                  onChoose={(color) => dispatch({ type: 'chooseColor', color })}
                />
                <CountedTextField
                  label="Texto personalizado (opcional)"
                  placeholder="Ej.: tu nombre o el de tu empresa"
                  value={state.customText}
                  maxLength={BOTTLE_TEXT_MAX}
                  onChange={(text) => dispatch({ type: 'setText', text })}
                />
                <QuantityField
                  value={state.quantity}
                  label="Cantidad de termos"
                  onDecrement={() => dispatch({ type: 'decrement' })}
                  onIncrement={() => dispatch({ type: 'increment' })}
                />
                <FeatureList title="Características" items={bottle.features} />
                <TotalLine unitPrice={bottle.price} quantity={state.quantity} />
                <QuoteButton
                  item={bottle.id}
                  incomplete={!canQuoteBottle(state)}
                  hint="Elige un color para cotizar."
                  onClick={() => sendQuote(checkBottleQuote(state))}
                />
              </>
            ) : (
              <PanelPrompt>Selecciona un termo para personalizar</PanelPrompt>
            )}
          </ConfiguratorPanel>
        </div>
      </Section>

      <Section id="termos-por-que" labelledBy="termos-por-que-titulo" tone="alt">
        <SectionHeading id="termos-por-que-titulo" title="¿Por qué elegir nuestros termos?" />
        <FeatureGrid features={BOTTLE_REASONS} />
      </Section>
    </>
  );
}
