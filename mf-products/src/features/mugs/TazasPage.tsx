import { css } from '@emotion/react';
import { useReducer, useRef } from 'react';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { Hero } from '@estampa/shared/ui/Hero';
import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { formatMoney } from '@estampa/shared/money/money';
import { MugArt } from '../../common/art/Art';
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
import { MUGS, MUG_PROCESS, MUG_TEXT_MAX, findMug } from './data';
import { checkMugQuote } from './mugQuote';
import { canQuoteMug, initialMugsState, mugsReducer } from './mugsReducer';

/** The page's slug: what its general quote links are counted for in field data (a product's own quote: its id). */
const PAGE_ITEM = 'tazas';

/** /productos/tazas: the mug configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function TazasPage() {
  const [state, dispatch] = useReducer(mugsReducer, initialMugsState);
  const panelRef = useRef<HTMLDivElement>(null);
  const mug = findMug(state.productId);

  const select = (productId: string) => {
    dispatch({ type: 'select', productId });
    revealPanel(panelRef.current);
  };

  return (
    <>
      <Hero
        id="tazas-inicio"
        eyebrow="Regalos y promociones"
        title="TAZAS PERSONALIZADAS"
        lead="Tu foto, logo o frase en tazas de 11, 12 y 15 oz, con colores vivos que duran. Elige, personaliza y cotiza por WhatsApp."
      >
        <LinkButton variant="light" href="#tazas-catalogo">
          Ver tazas
        </LinkButton>
        <ChatLink message="¡Hola! Quiero información sobre tazas personalizadas." {...intentItem(PAGE_ITEM)}>
          Cotizar por WhatsApp
        </ChatLink>
      </Hero>

      <Section id="tazas-catalogo" labelledBy="tazas-catalogo-titulo">
        <SectionHeading
          id="tazas-catalogo-titulo"
          title="Elige tu taza"
          subtitle="Seis modelos para regalar, vender o promocionar tu marca."
        />
        <div css={configuratorLayout}>
          <ul css={productGrid}>
            {MUGS.map((m) => (
              <SelectableCard
                key={m.id}
                name={m.name}
                selected={m.id === state.productId}
                onSelect={() => select(m.id)}
              >
                <div css={artBox}>
                  <ProductImage
                    image={m.image}
                    alt={`Foto de la ${m.name}`}
                    art={
                      <MugArt colorName={m.colors[0]} label={`Ilustración de la ${m.name} en color ${m.colors[0]}`} />
                    }
                  />
                </div>
                <h3 css={cardTitle}>{m.name}</h3>
                <p css={muted}>{`${m.capacityOz} oz · ${m.material}`}</p>
                <p css={price}>{formatMoney(m.price)}</p>
                <FeatureList items={m.features.slice(0, 2)} />
              </SelectableCard>
            ))}
          </ul>

          <ConfiguratorPanel
            ref={panelRef}
            title="Personaliza tu Taza"
            titleId="tazas-panel-titulo"
            desktopHeight="66rem"
          >
            {mug ? (
              <>
                <PanelSummary
                  name={mug.name}
                  price={`${formatMoney(mug.price)} por unidad`}
                  art={
                    <MugArt
                      colorName={state.color ?? mug.colors[0]}
                      label={`Vista previa de la ${mug.name} en color ${state.color ?? mug.colors[0]}`}
                      size={120}
                    />
                  }
                >
                  <p css={muted}>{`${mug.capacityOz} oz · ${mug.material}`}</p>
                </PanelSummary>
                <p css={css({ margin: 0 })}>{mug.description}</p>
                <ChoiceGroup
                  legend="Color"
                  options={mug.colors}
                  value={state.color}
                  swatches
                  onChoose={(color) => dispatch({ type: 'chooseColor', color })}
                />
                <CountedTextField
                  label="Texto personalizado (opcional)"
                  placeholder="Ej.: ¡Feliz cumpleaños, mamá!"
                  value={state.customText}
                  maxLength={MUG_TEXT_MAX}
                  onChange={(text) => dispatch({ type: 'setText', text })}
                />
                <QuantityField
                  value={state.quantity}
                  label="Cantidad de tazas"
                  onDecrement={() => dispatch({ type: 'decrement' })}
                  onIncrement={() => dispatch({ type: 'increment' })}
                />
                <FeatureList title="Características" items={mug.features} />
                <TotalLine unitPrice={mug.price} quantity={state.quantity} />
                <QuoteButton
                  item={mug.id}
                  incomplete={!canQuoteMug(state)}
                  hint="Elige un color para cotizar."
                  onClick={() => sendQuote(checkMugQuote(state))}
                />
              </>
            ) : (
              <PanelPrompt>Selecciona una taza para personalizar</PanelPrompt>
            )}
          </ConfiguratorPanel>
        </div>
      </Section>

      <Section id="tazas-proceso" labelledBy="tazas-proceso-titulo" tone="alt">
        <SectionHeading id="tazas-proceso-titulo" title="Así de fácil es tener tu taza" />
        <ProcessSteps steps={MUG_PROCESS} />
      </Section>
    </>
  );
}
