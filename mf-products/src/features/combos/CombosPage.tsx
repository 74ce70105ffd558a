import { css } from '@emotion/react';
import { useReducer, useState } from 'react';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { Hero } from '@estampa/shared/ui/Hero';
import { Section } from '@estampa/shared/ui/Section';
import { SectionHeading } from '@estampa/shared/ui/SectionHeading';
import { visuallyHidden } from '@estampa/shared/ui/styles';
import { colors, space, mq } from '@estampa/shared/theme/theme';
import { formatMoney } from '@estampa/shared/money/money';
import { openWhatsApp } from '@estampa/shared/whatsapp/whatsapp';
import { FilterBar } from '../../common/FilterBar';
import { ComboCard } from './components/ComboCard';
import { comboQuoteMessage, comboTotals } from './comboQuote';
import { combosReducer, initialCombosState, visibleCombos } from './combosReducer';
import { COMBO_ADVANTAGES, COMBO_FILTERS, findCombo } from './data';

/** The page's slug: what its general quote links are counted for in field data (a product's own quote: its id). */
const PAGE_ITEM = 'combos';

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
      <Hero
        id="combos-inicio"
        eyebrow="Ahorra comprando en combo"
        title="COMBOS PROMOCIONALES"
        lead="Paquetes de productos personalizados para tu empresa, tu evento o el lanzamiento de tu marca, con ahorro frente a comprar cada artículo por separado."
      >
        <LinkButton variant="light" href="#combos-catalogo">
          Ver combos
        </LinkButton>
        <ChatLink message="¡Hola! Quiero información sobre los combos promocionales." {...intentItem(PAGE_ITEM)}>
          Cotizar por WhatsApp
        </ChatLink>
      </Hero>

      <Section id="combos-catalogo" labelledBy="combos-catalogo-titulo">
        <SectionHeading
          id="combos-catalogo-titulo"
          title="Nuestros combos"
          subtitle="Elige la cantidad en cualquier combo: se aplica a todos para que compares totales y ahorros."
        />
        <FilterBar
          label="Filtrar combos por categoría"
          options={COMBO_FILTERS}
          value={state.category}
          onChange={(category) => dispatch({ type: 'setCategory', category })}
        />
        <p role="status" css={css({ margin: `0 0 ${space.md}`, textAlign: 'center', color: colors.muted })}>
          {`Mostrando ${combos.length} ${combos.length === 1 ? 'combo' : 'combos'}`}
        </p>
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
      </Section>

      <Section id="combos-ventajas" labelledBy="combos-ventajas-titulo" tone="alt">
        <SectionHeading id="combos-ventajas-titulo" title="Ventajas de nuestros combos" />
        <FeatureGrid features={COMBO_ADVANTAGES} />
      </Section>
    </>
  );
}
