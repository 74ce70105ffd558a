import { useReducer } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { formatMoney } from '@estampa/shared/money/money';
import { BottleArt } from '../../common/art/Art';
import { ConfiguratorPage } from '../../common/ConfiguratorPage';
import { DrinkwarePanel } from '../../common/DrinkwarePanel';
import { FeatureList } from '../../common/FeatureList';
import { ProductImage } from '../../common/ProductImage';
import { artBox, cardTitle, muted, price } from '../../common/styles';
import { Retention } from './components/Retention';
import { BOTTLES, BOTTLE_REASONS, BOTTLE_TEXT_MAX, findBottle } from './data';
import { checkBottleQuote } from './bottleQuote';
import { bottlesReducer, initialBottlesState } from './bottlesReducer';

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
          <DrinkwarePanel
            product={bottle}
            state={state}
            dispatch={dispatch}
            art={(colorName, label) => <BottleArt colorName={colorName} label={label} size={120} />}
            named={`del ${bottle.name}`}
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
