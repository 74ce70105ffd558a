import { css } from '@emotion/react';
import { useReducer, useRef } from 'react';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { colors, space } from '@estampa/shared/theme/theme';
import { formatMoney } from '@estampa/shared/money/money';
import { UniformArt } from '../../common/art/Art';
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
import { FilterBar } from '../../common/FilterBar';
import { ProductImage } from '../../common/ProductImage';
import { QuantityField } from '../../common/QuantityField';
import { QuoteButton } from '../../common/QuoteButton';
import { SelectableCard } from '../../common/SelectableCard';
import { TotalLine } from '../../common/TotalLine';
import { colorSizeHint } from '../../common/hints';
import { sendQuote } from '../../common/quote';
import { artBox, badge, cardTitle, muted, price, productGrid } from '../../common/styles';
import { LEVEL_FILTERS, SCHOOL_ADVANTAGES, SCHOOL_NAME_MAX, findUniform, levelBadge } from './data';
import { checkSchoolQuote } from './schoolQuote';
import { canQuoteUniform, initialSchoolState, schoolReducer, visibleUniforms } from './schoolReducer';

/** The page's slug: what its general quote links are counted for in field data (a product's own quote: its id). */
const PAGE_ITEM = 'escolares';

/** /productos/uniformes-escolares: level filter and the school uniform configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function UniformesEscolaresPage() {
  const [state, dispatch] = useReducer(schoolReducer, initialSchoolState);
  const panelRef = useRef<HTMLDivElement>(null);
  const uniform = findUniform(state.productId);
  const uniforms = visibleUniforms(state.level);

  const select = (productId: string) => {
    dispatch({ type: 'select', productId });
    revealPanel(panelRef.current);
  };

  return (
    <>
      <Hero
        id="escolares-inicio"
        eyebrow="Preescolar a bachillerato"
        title="UNIFORMES ESCOLARES"
        lead="Uniformes duraderos con el logo de tu colegio bordado, para todos los niveles, con precios especiales por volumen."
      >
        <LinkButton variant="light" href="#escolares-catalogo">
          Ver uniformes
        </LinkButton>
        <ChatLink
          message="¡Hola! Quiero información sobre uniformes escolares para mi colegio."
          {...intentItem(PAGE_ITEM)}
        >
          Cotizar por WhatsApp
        </ChatLink>
      </Hero>

      <Section id="escolares-catalogo" labelledBy="escolares-catalogo-titulo">
        <SectionHeading
          id="escolares-catalogo-titulo"
          title="Nuestros uniformes"
          subtitle="Filtra por nivel y selecciona un uniforme para personalizarlo."
        />
        <FilterBar
          label="Filtrar uniformes por nivel"
          options={LEVEL_FILTERS}
          value={state.level}
          onChange={(level) => dispatch({ type: 'setLevel', level })}
        />
        <p role="status" css={css({ margin: `0 0 ${space.md}`, textAlign: 'center', color: colors.muted })}>
          {`Mostrando ${uniforms.length} ${uniforms.length === 1 ? 'uniforme' : 'uniformes'}`}
        </p>
        <div css={configuratorLayout}>
          <ul css={productGrid}>
            {uniforms.map((u) => (
              <SelectableCard
                key={u.id}
                name={u.name}
                selected={u.id === state.productId}
                onSelect={() => select(u.id)}
              >
                <div css={artBox}>
                  <ProductImage
                    image={u.image}
                    alt={`Foto del ${u.name}`}
                    art={
                      <UniformArt colorName={u.colors[0]} label={`Ilustración del ${u.name} en color ${u.colors[0]}`} />
                    }
                  />
                </div>
                <span css={css([badge, { alignSelf: 'start' }])}>{levelBadge(u.schoolType)}</span>
                <h3 css={cardTitle}>{u.name}</h3>
                <p css={price}>{formatMoney(u.price)}</p>
                <p css={muted}>{u.description}</p>
                <FeatureList items={u.pieces.slice(0, 2)} />
              </SelectableCard>
            ))}
          </ul>

          <ConfiguratorPanel
            ref={panelRef}
            title="Personaliza tu Uniforme"
            titleId="escolares-panel-titulo"
            desktopHeight="84rem"
          >
            {uniform ? (
              <>
                <PanelSummary
                  name={uniform.name}
                  price={`${formatMoney(uniform.price)} por uniforme`}
                  art={
                    <UniformArt
                      colorName={state.color ?? uniform.colors[0]}
                      label={`Vista previa del ${uniform.name} en color ${state.color ?? uniform.colors[0]}`}
                      size={120}
                    />
                  }
                >
                  <p css={muted}>{levelBadge(uniform.schoolType)}</p>
                </PanelSummary>
                <CountedTextField
                  label="Nombre del colegio (opcional)"
                  placeholder="Ej.: Colegio San José"
                  value={state.schoolName}
                  maxLength={SCHOOL_NAME_MAX}
                  onChange={(name) => dispatch({ type: 'setSchoolName', name })}
                />
                <ChoiceGroup
                  legend="Color"
                  options={uniform.colors}
                  value={state.color}
                  swatches
                  onChoose={(color) => dispatch({ type: 'chooseColor', color })}
                />
                <ChoiceGroup
                  legend="Talla"
                  options={uniform.sizes}
                  value={state.size}
                  onChoose={(size) => dispatch({ type: 'chooseSize', size })}
                />
                <QuantityField
                  value={state.quantity}
                  label="Cantidad de uniformes"
                  onDecrement={() => dispatch({ type: 'decrement' })}
                  onIncrement={() => dispatch({ type: 'increment' })}
                />
                <FeatureList title="Características" items={uniform.features} />
                <FeatureList title="Piezas incluidas" items={uniform.pieces} />
                <TotalLine unitPrice={uniform.price} quantity={state.quantity} />
                <QuoteButton
                  item={uniform.id}
                  incomplete={!canQuoteUniform(state)}
                  hint={colorSizeHint(state)}
                  onClick={() => sendQuote(checkSchoolQuote(state))}
                />
              </>
            ) : (
              <PanelPrompt>Selecciona un uniforme para personalizar</PanelPrompt>
            )}
          </ConfiguratorPanel>
        </div>
      </Section>

      <Section id="escolares-ventajas" labelledBy="escolares-ventajas-titulo" tone="alt">
        <SectionHeading id="escolares-ventajas-titulo" title="Ventajas para tu colegio" />
        <FeatureGrid features={SCHOOL_ADVANTAGES} />
      </Section>
    </>
  );
}
