import { css } from '@emotion/react';
import { LinkButton, type ButtonVariant } from '@estampa/shared/ui/Button';
import { WhatsAppIcon } from '@estampa/shared/ui/icons';
import { space } from '@estampa/shared/theme/theme';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { actionLink } from './actions';
import type { PageAction } from './types';

const variants: Record<PageAction['kind'], ButtonVariant> = { quote: 'whatsapp', contact: 'light', anchor: 'light' };

type Props = {
  actions: readonly PageAction[];
  service: string;
  /** The service's slug: the quote link's purchase intent is counted for it (field data). */
  slug: string;
  /** Where the buttons sit in their row, also once they wrap onto two lines. */
  align?: 'start' | 'center';
};

/** The hero's / closing section's buttons: plain links (chat, contact page, in-page anchor). */
export function ActionButtons({ actions, service, slug, align = 'start' }: Props) {
  return (
    <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.md, justifyContent: align })}>
      {actions.map((action) => (
        <LinkButton
          key={action.label}
          variant={variants[action.kind]}
          {...actionLink(action, service)}
          {...(action.kind === 'quote' ? intentItem(slug) : {})}
        >
          {action.kind === 'quote' && <WhatsAppIcon size={20} />}
          {action.label}
        </LinkButton>
      ))}
    </div>
  );
}
