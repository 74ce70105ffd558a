import { useReducer } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { formatMoney } from '@estampa/shared/money/money';
import { productArt, type ProductArt } from '../../common/art/Art';
import { BottleArt } from '../../common/art/bottleShapes';
import { ConfiguratorPage } from '../../common/ConfiguratorPage';
import { DrinkwarePanel } from '../../common/DrinkwarePanel';
import { FeatureList } from '../../common/FeatureList';
import { cardTitle, muted, price } from '../../common/styles';
import { Retention } from './components/Retention';
import { BOTTLES, BOTTLE_REASONS, BOTTLE_TEXT_MAX, findBottle, type Bottle } from './data';
import { checkBottleQuote } from './bottleQuote';
import { BOTTLES_PAGE } from './pageCopy';
import { bottlesReducer, initialBottlesState } from './bottlesReducer';

const bottleArt: ProductArt<Bottle> = productArt('del', BottleArt);

/** /productos/termos: the thermal bottle configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function TermosPage() {
  const [state, dispatch] = useReducer(bottlesReducer, initialBottlesState);
  const bottle = findBottle(state.productId);

  return (
    <ConfiguratorPage
      slug="termos"
      copy={BOTTLES_PAGE}
      products={BOTTLES}
      art={bottleArt}
      selectedId={state.productId}
      dispatch={dispatch}
      card={(b, nameId) => (
        <>
          <h3 id={nameId} css={cardTitle}>
            {b.name}
          </h3>
          <p css={muted}>{`${b.capacityMl} ml · ${b.material}`}</p>
          <p css={price}>{formatMoney(b.price)}</p>
          <Retention keepHotHours={b.keepHotHours} keepColdHours={b.keepColdHours} />
          <FeatureList items={b.features.slice(0, 2)} />
        </>
      )}
      panelHeight="68rem"
      configure={
        bottle && (
          <DrinkwarePanel
            product={bottle}
            state={state}
            dispatch={dispatch}
            art={bottleArt}
            meta={
              <>
                <p css={muted}>{`${bottle.capacityMl} ml · ${bottle.material}`}</p>
                <Retention keepHotHours={bottle.keepHotHours} keepColdHours={bottle.keepColdHours} />
              </>
            }
            text={{ placeholder: 'Ej.: tu nombre o el de tu empresa', maxLength: BOTTLE_TEXT_MAX }}
            quantityLabel="Cantidad de termos"
            check={checkBottleQuote}
          />
        )
      }
      closing={<FeatureGrid features={BOTTLE_REASONS} />}
    />
  );
}
