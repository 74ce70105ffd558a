import { css } from '@emotion/react';
import { colors, space } from '@estampa/shared/theme/theme';
import { filterCountText } from '@estampa/shared/text/filterCount';
import { ToggleButtons } from './ToggleButtons';
import { toggleRow } from './styles';

type Props<T extends string> = {
  /** Accessible name of the group: 'Filtrar combos por categoría'. */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
};

/** Filter buttons; the active one is aria-pressed. */
export function FilterBar<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <div role="group" aria-label={label} css={css([toggleRow, { justifyContent: 'center', marginBottom: space.lg }])}>
      <ToggleButtons options={options} value={value} onChoose={onChange} />
    </div>
  );
}

/** How many products the filter shows, announced after each choice: 'Mostrando 3 uniformes (Primaria)'. */
export function FilterCount({
  count,
  one,
  many,
  filter,
}: {
  count: number;
  one: string;
  many: string;
  filter: string;
}) {
  return (
    <p role="status" css={css({ margin: `0 0 ${space.md}`, textAlign: 'center', color: colors.muted })}>
      {filterCountText(count, { one, many }, filter)}
    </p>
  );
}
