import { useReducer } from 'react';
import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { formatMoney } from '@estampa/shared/money/money';
import { productArt, type ProductArt } from '../../common/art/Art';
import { MugArt } from '../../common/art/mugShapes';
import { ConfiguratorPage } from '../../common/ConfiguratorPage';
import { DrinkwarePanel } from '../../common/DrinkwarePanel';
import { FeatureList } from '../../common/FeatureList';
import { cardTitle, muted, price } from '../../common/styles';
import { MUGS, MUG_PROCESS, MUG_TEXT_MAX, findMug, type Mug } from './data';
import { checkMugQuote } from './mugQuote';
import { MUGS_PAGE } from './pageCopy';
import { initialMugsState, mugsReducer } from './mugsReducer';

const mugArt: ProductArt<Mug> = productArt('de la', MugArt);

/** /productos/tazas: the mug configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function TazasPage() {
  const [state, dispatch] = useReducer(mugsReducer, initialMugsState);
  const mug = findMug(state.productId);

  return (
    <ConfiguratorPage
      slug="tazas"
      copy={MUGS_PAGE}
      products={MUGS}
      art={mugArt}
      selectedId={state.productId}
      dispatch={dispatch}
      card={(m, nameId) => (
        <>
          <h3 id={nameId} css={cardTitle}>
            {m.name}
          </h3>
          <p css={muted}>{`${m.capacityOz} oz · ${m.material}`}</p>
          <p css={price}>{formatMoney(m.price)}</p>
          <FeatureList items={m.features.slice(0, 2)} />
        </>
      )}
      panelHeight="66rem"
      configure={
        mug && (
          <DrinkwarePanel
            product={mug}
            state={state}
            dispatch={dispatch}
            art={mugArt}
            meta={<p css={muted}>{`${mug.capacityOz} oz · ${mug.material}`}</p>}
            text={{ placeholder: 'Ej.: ¡Feliz cumpleaños, mamá!', maxLength: MUG_TEXT_MAX }}
            quantityLabel="Cantidad de tazas"
            check={checkMugQuote}
          />
        )
      }
      closing={<ProcessSteps steps={MUG_PROCESS} />}
    />
  );
}
