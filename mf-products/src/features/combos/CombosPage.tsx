import { css } from '@emotion/react';
import { useReducer, useState } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { visuallyHidden } from '@estampa/shared/ui/styles';
import { space, mq } from '@estampa/shared/theme/theme';
import { formatMoney } from '@estampa/shared/money/money';
import { openWhatsApp } from '@estampa/shared/whatsapp/whatsapp';
import { PageSection } from '@estampa/shared/ui/PageSection';
import { FilterBar, FilterCount } from '../../common/FilterBar';
import { PageHero } from '../../common/PageHero';
import { ComboCard } from './components/ComboCard';
import { comboQuoteMessage, comboTotals } from './comboQuote';
import { combosReducer, initialCombosState, visibleCombos } from './combosReducer';
import { COMBO_ADVANTAGES, COMBO_FILTERS, findCombo } from './data';

const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

/** /productos/promociones: promotional combos with one quantity shared by every card (docs/product-rules.md#pages, #behaviour, #outside-calls). */
export default function CombosPage() {
  const [state, dispatch] = useReducer(combosReducer, initialCombosState);
  /** The card whose stepper was used last: the one the page announces. */
  const [lastComboId, setLastComboId] = useState<string | null>(null);
  const combos = visibleCombos(state.category);
  const last = findCombo(lastComboId);
  const lastTotals = last && comboTotals(last, state.quantity);

  return (
    <>
      <PageHero
        slug="combos"
        copy={{
          eyebrow: 'Ahorra comprando en combo',
          title: 'COMBOS PROMOCIONALES',
          lead: 'Paquetes de productos personalizados para tu empresa, tu evento o el lanzamiento de tu marca, con ahorro frente a comprar cada artículo por separado.',
          browse: 'Ver combos',
          chatMessage: '¡Hola! Quiero información sobre los combos promocionales.',
        }}
        browseTo="combos-catalogo"
      />

      <PageSection
        id="combos-catalogo"
        title="Nuestros combos"
        subtitle="Elige la cantidad en cualquier combo: se aplica a todos para que compares totales y ahorros."
      >
        <FilterBar
          label="Filtrar combos por categoría"
          options={COMBO_FILTERS}
          value={state.category}
          onChange={(category) => dispatch({ type: 'setCategory', category })}
        />
        <FilterCount count={combos.length} one="combo" many="combos" filter={state.category} />
        <p aria-live="polite" aria-atomic="true" css={visuallyHidden}>
          {last && lastTotals
            ? `Cantidad: ${state.quantity} combos. ${last.name}: total ${formatMoney(lastTotals.total)}, ahorras ${formatMoney(lastTotals.totalSavings)}.`
            : ''}
        </p>
        <ul css={grid}>
          {combos.map((combo) => (
            <ComboCard
              key={combo.id}
              combo={combo}
              quantity={state.quantity}
              onDecrement={() => {
                dispatch({ type: 'decrement', minQuantity: combo.minQuantity });
                setLastComboId(combo.id);
              }}
              onIncrement={() => {
                dispatch({ type: 'increment' });
                setLastComboId(combo.id);
              }}
              onQuote={() => openWhatsApp(comboQuoteMessage(combo, state.quantity))}
            />
          ))}
        </ul>
      </PageSection>

      <PageSection id="combos-ventajas" title="Ventajas de nuestros combos" tone="alt">
        <FeatureGrid features={COMBO_ADVANTAGES} />
      </PageSection>
    </>
  );
}
