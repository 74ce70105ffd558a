import { css } from '@emotion/react';
import { space } from '@estampa/shared/theme/theme';
import { toggleButton, toggleRow } from './styles';

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
      {options.map((option) => (
        <button
          key={option}
          type="button"
          css={toggleButton}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
