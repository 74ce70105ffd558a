import { css } from '@emotion/react';
import { useId } from 'react';
import { Button } from '@estampa/shared/ui/Button';
import { WhatsAppIcon } from '@estampa/shared/ui/icons';
import { colors, font, space } from '@estampa/shared/theme/theme';
import { intent } from '@estampa/shared/telemetry/intent';

type Props = {
  /** Shown disabled (aria-disabled, dimmed) while something is missing; a click then explains what. */
  incomplete: boolean;
  /** What is missing, shown under the button while incomplete. */
  hint: string;
  onClick: () => void;
  /** The product's id: the purchase intent (the chat opened) is counted for it (field data). */
  item: string;
  label?: string;
};

/**
 * The configurator's quote button. Never natively disabled: an incomplete click still reaches the
 * handler, which shows the alert of docs/product-rules.md#messages, so a visitor always learns what is missing.
 * It is a WhatsApp intent when complete (a click while shown disabled opens no chat and counts for nothing).
 */
export function QuoteButton({ incomplete, hint, onClick, item, label = 'Cotizar por WhatsApp' }: Props) {
  const hintId = useId();
  return (
    <div css={css({ display: 'grid', gap: space.xs })}>
      <Button
        variant="whatsapp"
        softDisabled={incomplete}
        aria-describedby={incomplete ? hintId : undefined}
        onClick={onClick}
        {...intent('whatsapp', item)}
        css={css({ width: '100%' })}
      >
        <WhatsAppIcon />
        {label}
      </Button>
      {/* The line keeps its height when empty, so completing the form moves nothing. */}
      <p
        id={hintId}
        css={css({ margin: 0, minHeight: '1.5em', fontSize: font.size.sm, color: colors.muted, textAlign: 'center' })}
      >
        {incomplete ? hint : ''}
      </p>
    </div>
  );
}
