import { css } from '@emotion/react';
import { useReducer } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { formatMoney } from '@estampa/shared/money/money';
import { PoloArt } from '../../common/art/Art';
import { ChoiceGroup } from '../../common/ChoiceGroup';
import { colorSizeHint } from '../../common/hints';
import { PanelSummary } from '../../common/Configurator';
import { ConfiguratorPage } from '../../common/ConfiguratorPage';
import { ProductImage } from '../../common/ProductImage';
import { QuantityField } from '../../common/QuantityField';
import { QuoteButton } from '../../common/QuoteButton';
import { TotalLine } from '../../common/TotalLine';
import { sendQuote } from '../../common/quote';
import { artBox, cardTitle, muted, price } from '../../common/styles';
import { POLOS, POLO_REASONS, findPolo, type Polo } from './data';
import { checkPoloQuote } from './poloQuote';
import { canQuotePolo, initialPolosState, polosReducer } from './polosReducer';

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
  const polo = findPolo(state.productId);

  return (
    <ConfiguratorPage
      slug="polos"
      hero={{
        eyebrow: 'Personalizados con tu logo',
        title: 'POLO SHIRTS PERSONALIZADOS',
        lead: 'Elige el modelo, el color, la talla y la cantidad: te mostramos el total estimado al instante y cotizas por WhatsApp.',
        browse: 'Ver modelos',
        chatMessage: '¡Hola! Quiero información sobre polos personalizados.',
      }}
      catalogue={{
        title: 'Elige tu polo',
        subtitle: 'Seis modelos para empresas, equipos y eventos. Selecciona uno para personalizarlo.',
      }}
      products={POLOS}
      selectedId={state.productId}
      onSelect={(productId) => dispatch({ type: 'select', productId })}
      card={(p) => (
        <>
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
        </>
      )}
      panel={{ title: 'Personaliza tu Polo', desktopHeight: '60rem', prompt: 'Selecciona un polo para personalizar' }}
      configure={
        polo && (
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
        )
      }
      closing={{
        id: 'razones',
        title: '¿Por qué elegir nuestros polos?',
        content: <FeatureGrid features={POLO_REASONS} />,
      }}
    />
  );
}
