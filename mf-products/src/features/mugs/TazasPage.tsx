import { css } from '@emotion/react';
import { useReducer } from 'react';
import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { formatMoney } from '@estampa/shared/money/money';
import { MugArt } from '../../common/art/Art';
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
import { MUGS, MUG_PROCESS, MUG_TEXT_MAX, findMug } from './data';
import { checkMugQuote } from './mugQuote';
import { canQuoteMug, initialMugsState, mugsReducer } from './mugsReducer';

/** /productos/tazas: the mug configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function TazasPage() {
  const [state, dispatch] = useReducer(mugsReducer, initialMugsState);
  const mug = findMug(state.productId);

  return (
    <ConfiguratorPage
      slug="tazas"
      hero={{
        eyebrow: 'Regalos y promociones',
        title: 'TAZAS PERSONALIZADAS',
        lead: 'Tu foto, logo o frase en tazas de 11, 12 y 15 oz, con colores vivos que duran. Elige, personaliza y cotiza por WhatsApp.',
        browse: 'Ver tazas',
        chatMessage: '¡Hola! Quiero información sobre tazas personalizadas.',
      }}
      catalogue={{ title: 'Elige tu taza', subtitle: 'Seis modelos para regalar, vender o promocionar tu marca.' }}
      products={MUGS}
      selectedId={state.productId}
      onSelect={(productId) => dispatch({ type: 'select', productId })}
      card={(m) => (
        <>
          <div css={artBox}>
            <ProductImage
              image={m.image}
              alt={`Foto de la ${m.name}`}
              art={<MugArt colorName={m.colors[0]} label={`Ilustración de la ${m.name} en color ${m.colors[0]}`} />}
            />
          </div>
          <h3 css={cardTitle}>{m.name}</h3>
          <p css={muted}>{`${m.capacityOz} oz · ${m.material}`}</p>
          <p css={price}>{formatMoney(m.price)}</p>
          <FeatureList items={m.features.slice(0, 2)} />
        </>
      )}
      panel={{ title: 'Personaliza tu Taza', desktopHeight: '66rem', prompt: 'Selecciona una taza para personalizar' }}
      configure={
        mug && (
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
        )
      }
      closing={{ id: 'proceso', title: 'Así de fácil es tener tu taza', content: <ProcessSteps steps={MUG_PROCESS} /> }}
    />
  );
}
