import { css } from '@emotion/react';
import { useReducer } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { colors, space } from '@estampa/shared/theme/theme';
import { formatMoney } from '@estampa/shared/money/money';
import { UniformArt } from '../../common/art/Art';
import { ChoiceGroup } from '../../common/ChoiceGroup';
import { PanelSummary } from '../../common/Configurator';
import { ConfiguratorPage } from '../../common/ConfiguratorPage';
import { CountedTextField } from '../../common/CountedTextField';
import { FeatureList } from '../../common/FeatureList';
import { FilterBar } from '../../common/FilterBar';
import { ProductImage } from '../../common/ProductImage';
import { QuantityField } from '../../common/QuantityField';
import { QuoteButton } from '../../common/QuoteButton';
import { TotalLine } from '../../common/TotalLine';
import { colorSizeHint } from '../../common/hints';
import { sendQuote } from '../../common/quote';
import { artBox, badge, cardTitle, muted, price } from '../../common/styles';
import { LEVEL_FILTERS, SCHOOL_ADVANTAGES, SCHOOL_NAME_MAX, findUniform, levelBadge } from './data';
import { checkSchoolQuote } from './schoolQuote';
import { canQuoteUniform, initialSchoolState, schoolReducer, visibleUniforms } from './schoolReducer';

/** /productos/uniformes-escolares: level filter and the school uniform configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function UniformesEscolaresPage() {
  const [state, dispatch] = useReducer(schoolReducer, initialSchoolState);
  const uniform = findUniform(state.productId);
  const uniforms = visibleUniforms(state.level);

  return (
    <ConfiguratorPage
      slug="escolares"
      hero={{
        eyebrow: 'Preescolar a bachillerato',
        title: 'UNIFORMES ESCOLARES',
        lead: 'Uniformes duraderos con el logo de tu colegio bordado, para todos los niveles, con precios especiales por volumen.',
        browse: 'Ver uniformes',
        chatMessage: '¡Hola! Quiero información sobre uniformes escolares para mi colegio.',
      }}
      catalogue={{
        title: 'Nuestros uniformes',
        subtitle: 'Filtra por nivel y selecciona un uniforme para personalizarlo.',
        filters: (
          <>
            <FilterBar
              label="Filtrar uniformes por nivel"
              options={LEVEL_FILTERS}
              value={state.level}
              onChange={(level) => dispatch({ type: 'setLevel', level })}
            />
            <p role="status" css={css({ margin: `0 0 ${space.md}`, textAlign: 'center', color: colors.muted })}>
              {`Mostrando ${uniforms.length} ${uniforms.length === 1 ? 'uniforme' : 'uniformes'}`}
            </p>
          </>
        ),
      }}
      products={uniforms}
      selectedId={state.productId}
      onSelect={(productId) => dispatch({ type: 'select', productId })}
      card={(u) => (
        <>
          <div css={artBox}>
            <ProductImage
              image={u.image}
              alt={`Foto del ${u.name}`}
              art={<UniformArt colorName={u.colors[0]} label={`Ilustración del ${u.name} en color ${u.colors[0]}`} />}
            />
          </div>
          <span css={css([badge, { alignSelf: 'start' }])}>{levelBadge(u.schoolType)}</span>
          <h3 css={cardTitle}>{u.name}</h3>
          <p css={price}>{formatMoney(u.price)}</p>
          <p css={muted}>{u.description}</p>
          <FeatureList items={u.pieces.slice(0, 2)} />
        </>
      )}
      panel={{
        title: 'Personaliza tu Uniforme',
        desktopHeight: '84rem',
        prompt: 'Selecciona un uniforme para personalizar',
      }}
      configure={
        uniform && (
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
        )
      }
      closing={{
        id: 'ventajas',
        title: 'Ventajas para tu colegio',
        content: <FeatureGrid features={SCHOOL_ADVANTAGES} />,
      }}
    />
  );
}
