import type { InputHTMLAttributes, Ref } from 'react';
import { hint as hintStyle, input, label as labelStyle, required as requiredStyle } from './formStyles';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'name'>;

/**
 * A labelled text input. Required fields are marked for people and assistive technology, but not
 * with the native `required` check: the page explains what is missing with the alerts of docs/product-rules.md#messages.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  required,
  hint,
  inputRef,
  type = 'text',
  ...rest
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      {/* The mark stands beside the label, not in it: the label's text is the field's name alone, so a
          lookup by it ('Número', exactly) finds the field. */}
      <div css={labelStyle}>
        <label htmlFor={id}>{label}</label>
        {required && (
          <span css={requiredStyle} aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        id={id}
        ref={inputRef}
        type={type}
        value={value}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
        css={input}
        {...rest}
      />
      {hint && (
        <p id={hintId} css={hintStyle}>
          {hint}
        </p>
      )}
    </div>
  );
}
