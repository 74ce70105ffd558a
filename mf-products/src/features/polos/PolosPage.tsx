import { css } from '@emotion/react';
import { useReducer } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { formatMoney } from '@estampa/shared/money/money';
import { productArt, type ProductArt } from '../../common/art/Art';
import { PoloArt } from '../../common/art/garmentShapes';
import { ChoiceFields } from '../../common/ChoiceFields';
import { PanelSummary } from '../../common/Configurator';
import { ConfiguratorPage } from '../../common/ConfiguratorPage';
import { PanelQuote } from '../../common/PanelQuote';
import { cardTitle, muted, price } from '../../common/styles';
import { POLOS, POLO_REASONS, findPolo, type Polo } from './data';
import { checkPoloQuote } from './poloQuote';
import { POLOS_PAGE } from './pageCopy';
import { initialPolosState, polosReducer } from './polosReducer';

const sizeRange = (polo: Polo) => `Tallas ${polo.sizes[0]} a ${polo.sizes[polo.sizes.length - 1]}`;

const poloArt: ProductArt<Polo> = productArt('del', PoloArt);

/** /productos/poloshirts: the polo configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function PolosPage() {
  const [state, dispatch] = useReducer(polosReducer, initialPolosState);
  const polo = findPolo(state.productId);

  return (
    <ConfiguratorPage
      slug="polos"
      copy={POLOS_PAGE}
      products={POLOS}
      art={poloArt}
      selectedId={state.productId}
      dispatch={dispatch}
      card={(p, nameId) => (
        <>
          <h3 id={nameId} css={cardTitle}>
            {p.name}
          </h3>
          <p css={price}>{formatMoney(p.price)}</p>
          <p css={muted}>{p.material}</p>
          <p css={muted}>{`${p.colors.length} colores · ${sizeRange(p)}`}</p>
        </>
      )}
      panelHeight="60rem"
      configure={
        polo && (
          <>
            <PanelSummary product={polo} color={state.color} art={poloArt}>
              <p css={muted}>{polo.material}</p>
            </PanelSummary>
            <p css={css({ margin: 0 })}>{polo.description}</p>
            <ChoiceFields colors={polo.colors} sizes={polo.sizes} state={state} dispatch={dispatch} />
            <PanelQuote
              product={polo}
              state={state}
              dispatch={dispatch}
              quantityLabel="Cantidad de polos"
              check={checkPoloQuote}
            />
          </>
        )
      }
      closing={<FeatureGrid features={POLO_REASONS} />}
    />
  );
}
