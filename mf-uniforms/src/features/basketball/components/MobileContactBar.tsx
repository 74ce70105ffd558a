import { css } from '@emotion/react';
import { BUSINESS } from '@estampa/shared/business/identity';
import { ChatLink, LinkButton } from '@estampa/shared/ui/Button';
import { PhoneIcon, WhatsAppIcon } from '@estampa/shared/ui/icons';
import { colors, mq, space } from '@estampa/shared/theme/theme';
import { FIXED_BOTTOM_BAR_ATTR } from '@estampa/shared/theme/pageHooks';

const bar = css({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 50,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  paddingBottom: `max(${space.sm}, env(safe-area-inset-bottom))`,
  background: colors.surface,
  borderTop: `1px solid ${colors.line}`,
  boxShadow: '0 -4px 12px rgba(15,23,42,.12)',
  '& a': { width: '100%', boxSizing: 'border-box', paddingInline: space.sm },
  [mq.md]: { display: 'none' },
});

/** Phones only: WhatsApp and call, always at hand at the bottom of the screen (the page keeps room for it below the footer). */
export function MobileContactBar({ message }: { message: string }) {
  return (
    <div css={bar} role="group" aria-label="Contacto rápido" {...{ [FIXED_BOTTOM_BAR_ATTR]: '' }}>
      <ChatLink message={message}>
        <WhatsAppIcon /> WhatsApp
      </ChatLink>
      <LinkButton variant="primary" href={BUSINESS.phoneHref}>
        <PhoneIcon /> Llamar
      </LinkButton>
    </div>
  );
}
