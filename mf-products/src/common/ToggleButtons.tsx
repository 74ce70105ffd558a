import type { ReactNode } from 'react';
import { toggleButton } from '@estampa/shared/ui/toggleButton';

type Props<T extends string> = {
  options: readonly T[];
  value: T | null;
  onChoose: (value: T) => void;
  /** Shown before an option's name (a colour's swatch). */
  mark?: (option: T) => ReactNode;
};

/** One toggle button per option, the chosen one aria-pressed (filters, colours, sizes). */
export function ToggleButtons<T extends string>({ options, value, onChoose, mark }: Props<T>) {
  return options.map((option) => (
    <button
      key={option}
      type="button"
      css={toggleButton}
      aria-pressed={option === value}
      onClick={() => onChoose(option)}
    >
      {mark?.(option)}
      {option}
    </button>
  ));
}
