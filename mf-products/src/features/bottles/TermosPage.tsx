import { useReducer } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { formatMoney } from '@estampa/shared/money/money';
import { BottleArt, type ProductArt } from '../../common/art/Art';
import { ConfiguratorPage } from '../../common/ConfiguratorPage';
import { DrinkwarePanel } from '../../common/DrinkwarePanel';
import { FeatureList } from '../../common/FeatureList';
import { cardTitle, muted, price } from '../../common/styles';
import { Retention } from './components/Retention';
import { BOTTLES, BOTTLE_REASONS, BOTTLE_TEXT_MAX, findBottle, type Bottle } from './data';
import { checkBottleQuote } from './bottleQuote';
import { bottlesReducer, initialBottlesState } from './bottlesReducer';

const bottleArt: ProductArt<Bottle> = {
  article: 'del',
  draw: (_bottle, colorName, label, size) => <BottleArt colorName={colorName} label={label} size={size} />,
};

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
        lead: 'Termos de 350 ml a 1 litro que cuidan la temperatura de tus bebidas todo el día, con grabado láser o sublimación.',
        browse: 'Ver termos',
        chatMessage: '¡Hola! Quiero información sobre termos personalizados.',
      }}
      catalogue={{
        title: 'Elige tu termo',
        subtitle: 'Seis modelos para el gimnasio, la oficina, la escuela o como regalo corporativo.',
      }}
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
      panel={{ title: 'Personaliza tu Termo', desktopHeight: '68rem', prompt: 'Selecciona un termo para personalizar' }}
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
      closing={{
        id: 'por-que',
        title: '¿Por qué elegir nuestros termos?',
        content: <FeatureGrid features={BOTTLE_REASONS} />,
      }}
    />
  );
}
