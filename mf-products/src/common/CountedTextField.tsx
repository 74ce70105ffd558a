import { css } from '@emotion/react';
import { useId } from 'react';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { fieldFocusOutline } from '@estampa/shared/ui/styles';
import { characterCount } from './text';

type Props = {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  placeholder?: string;
};

const input = css({
  width: '100%',
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  border: `2px solid ${colors.line}`,
  borderRadius: radius.md,
  font: 'inherit',
  color: colors.ink,
  background: colors.surface,
  '&:focus-visible': fieldFocusOutline,
});

/** A labelled one-line text field with a maximum length and its live 'n/max caracteres' counter. */
export function CountedTextField({ label, value, maxLength, onChange, placeholder }: Props) {
  const id = useId();
  const counterId = `${id}-contador`;
  return (
    <div css={css({ display: 'grid', gap: space.xs })}>
      <label htmlFor={id} css={css({ fontWeight: font.weight.bold })}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={counterId}
        autoComplete="off"
        css={input}
        onChange={(e) => onChange(e.target.value)}
      />
      <p
        id={counterId}
        css={css({
          margin: 0,
          fontSize: font.size.sm,
          color: colors.muted,
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {characterCount(value, maxLength)}
      </p>
    </div>
  );
}
