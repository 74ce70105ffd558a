import { css } from '@emotion/react';
import { font, space } from '@estampa/shared/theme/theme';
import { QuantityStepper } from '@estampa/shared/ui/QuantityStepper';

type Props = { value: number; label: string; onDecrement: () => void; onIncrement: () => void };

/**
 * 'Cantidad' with the shared - n + stepper. The minus button stays enabled at the minimum (it
 * simply does nothing there): a natively disabled button would drop the keyboard focus.
 */
export function QuantityField({ value, label, onDecrement, onIncrement }: Props) {
  return (
    <div css={css({ display: 'grid', gap: space.xs, justifyItems: 'start' })}>
      <span aria-hidden="true" css={css({ fontWeight: font.weight.bold })}>
        Cantidad
      </span>
      <QuantityStepper value={value} label={label} onDecrement={onDecrement} onIncrement={onIncrement} />
    </div>
  );
}
