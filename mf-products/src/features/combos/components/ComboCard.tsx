import { css } from '@emotion/react';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { Button } from '@estampa/shared/ui/Button';
import { WhatsAppIcon } from '@estampa/shared/ui/icons';
import { QuantityStepper } from '@estampa/shared/ui/QuantityStepper';
import { visuallyHidden } from '@estampa/shared/ui/styles';
import { formatMoney } from '@estampa/shared/money/money';
import { intent } from '@estampa/shared/telemetry/intent';
import { KitArt } from '../../../common/art/KitShapes';
import { FeatureList } from '../../../common/FeatureList';
import { ProductImage } from '../../../common/ProductImage';
import { artBox, badge, card, cardTitle, muted, price } from '../../../common/styles';
import { COMBO_STEP } from '../combosReducer';
import { comboPieces } from '../comboPieces';
import { comboTotals } from '../comboQuote';
import { comboSavings, type Combo } from '../data';

type Props = {
  combo: Combo;
  quantity: number;
  onDecrement: () => void;
  onIncrement: () => void;
  onQuote: () => void;
};

const savingsBadge = css([
  badge,
  {
    position: 'absolute',
    top: space.sm,
    left: space.sm,
    background: colors.success,
    color: '#fff',
    fontSize: font.size.sm,
  },
]);
const minBadge = css([
  badge,
  {
    position: 'absolute',
    top: space.sm,
    right: space.sm,
    background: colors.ink,
    color: '#fff',
    fontSize: font.size.sm,
  },
]);
const totals = css({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: colors.surfaceAlt,
  display: 'grid',
  gap: 2,
  fontVariantNumeric: 'tabular-nums',
});

/** A combo card: image with 'Ahorra $' and 'Min.' badges, prices, items, the shared stepper, totals and 'Cotizar Combo'. */
export function ComboCard({ combo, quantity, onDecrement, onIncrement, onQuote }: Props) {
  const titleId = `${combo.id}-titulo`;
  const { total, totalSavings } = comboTotals(combo, quantity);
  return (
    <li css={card}>
      <div css={css([artBox, { position: 'relative', '& svg, & img': { maxWidth: 260, marginInline: 'auto' } }])}>
        <ProductImage
          image={combo.image}
          alt={`Foto del ${combo.name}`}
          art={
            <KitArt
              colorName={combo.artColor}
              pieces={comboPieces(combo.items)}
              label={`Ilustración del ${combo.name}: ${combo.items.join(', ')}`}
            />
          }
        />
        <span css={savingsBadge}>{`Ahorra ${formatMoney(comboSavings(combo))}`}</span>
        <span css={minBadge}>
          <span aria-hidden="true">{`Min. ${combo.minQuantity}`}</span>
          <span css={visuallyHidden}>{`Pedido mínimo: ${combo.minQuantity} combos`}</span>
        </span>
      </div>
      <h3 id={titleId} css={cardTitle}>
        {combo.name}
      </h3>
      <p css={css({ margin: 0, display: 'flex', alignItems: 'baseline', gap: space.sm, flexWrap: 'wrap' })}>
        <span css={price}>
          <span css={visuallyHidden}>Precio por combo: </span>
          <span>{formatMoney(combo.price)}</span>
        </span>
        <span css={css({ color: colors.muted })}>
          <span css={visuallyHidden}>Precio por separado: </span>
          <s>{formatMoney(combo.originalPrice)}</s>
        </span>
      </p>
      <p css={muted}>{combo.description}</p>
      <FeatureList title="Incluye" items={combo.items} />
      <div css={css({ display: 'grid', gap: space.xs, marginTop: 'auto' })}>
        <span aria-hidden="true" css={css({ fontWeight: font.weight.bold })}>
          Cantidad{' '}
          <span
            css={css({ fontWeight: font.weight.regular, color: colors.muted, fontSize: font.size.sm })}
          >{`(de ${COMBO_STEP} en ${COMBO_STEP})`}</span>
        </span>
        {/* Not a live region: nine cards show the same number; the page announces a change once (CombosPage). */}
        <QuantityStepper
          label={`Cantidad de ${combo.name}`}
          subject={`cantidad de ${combo.name}`}
          announce={false}
          value={quantity}
          onDecrement={onDecrement}
          onIncrement={onIncrement}
        />
      </div>
      <p css={totals}>
        <span>
          Total: <strong>{formatMoney(total)}</strong>
        </span>
        <span
          css={css({ color: colors.success, fontWeight: font.weight.bold })}
        >{`Ahorras: ${formatMoney(totalSavings)}`}</span>
      </p>
      <Button variant="whatsapp" aria-describedby={titleId} onClick={onQuote} {...intent('whatsapp', combo.id)}>
        <WhatsAppIcon />
        Cotizar Combo
      </Button>
    </li>
  );
}
