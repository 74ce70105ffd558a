import { css } from '@emotion/react';
import { useReducer } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { formatMoney } from '@estampa/shared/money/money';
import { BottleArt } from '../../common/art/Art';
import { ChoiceGroup } from '../../common/ChoiceGroup';
import { PanelSummary } from '../../common/Configurator';
import { ConfiguratorPage } from '../../common/ConfiguratorPage';
import { CountedTextField } from '../../common/CountedTextField';
import { FeatureList } from '../../common/FeatureList';
import { ProductImage } from '../../common/ProductImage';
import { QuantityField } from '../../common/QuantityField';
import { QuoteButton } from '../../common/QuoteButton';
import { TotalLine } from '../../common/TotalLine';
import { sendQuote } from '../../common/quote';
import { artBox, cardTitle, muted, price } from '../../common/styles';
import { Retention } from './components/Retention';
import { BOTTLES, BOTTLE_REASONS, BOTTLE_TEXT_MAX, findBottle } from './data';
import { checkBottleQuote } from './bottleQuote';
import { bottlesReducer, canQuoteBottle, initialBottlesState } from './bottlesReducer';

/** /productos/termos: the thermal bottle configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function TermosPage() {
  const [state, dispatch] = useReducer(bottlesReducer, initialBottlesState);
  const bottle = findBottle(state.productId);

  return (
    <ConfiguratorPage
      slug="termos"
      hero={{
        eyebrow: 'Frío o caliente, con tu marca',
        title: 'TERMOS PERSONALIZADOS',
        lead: 'Termos de 350 ml a 1 litro que mantienen tus bebidas calientes hasta 20 horas y frías hasta 40 horas, con grabado láser o sublimación.',
        browse: 'Ver termos',
        chatMessage: '¡Hola! Quiero información sobre termos personalizados.',
      }}
      catalogue={{
        title: 'Elige tu termo',
        subtitle: 'Seis modelos para el gimnasio, la oficina, la escuela o como regalo corporativo.',
      }}
      products={BOTTLES}
      selectedId={state.productId}
      onSelect={(productId) => dispatch({ type: 'select', productId })}
      card={(b) => (
        <>
          <div css={artBox}>
            <ProductImage
              image={b.image}
              alt={`Foto del ${b.name}`}
              art={<BottleArt colorName={b.colors[0]} label={`Ilustración del ${b.name} en color ${b.colors[0]}`} />}
            />
          </div>
          <h3 css={cardTitle}>{b.name}</h3>
          <p css={muted}>{`${b.capacityMl} ml · ${b.material}`}</p>
          <p css={price}>{formatMoney(b.price)}</p>
          <Retention keepHotHours={b.keepHotHours} keepColdHours={b.keepColdHours} />
          <FeatureList items={b.features.slice(0, 2)} />
        </>
      )}
      panel={{ title: 'Personaliza tu Termo', desktopHeight: '68rem', prompt: 'Selecciona un termo para personalizar' }}
      configure={
        bottle && (
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
        )
      }
      closing={{
        id: 'por-que',
        title: '¿Por qué elegir nuestros termos?',
        content: <FeatureGrid features={BOTTLE_REASONS} />,
      }}
    />
  );
}
