import { PATHS } from '@estampa/shared/routes/paths';
import { whatsappLinkProps } from '@estampa/shared/whatsapp/whatsapp';
import { serviceQuoteMessage } from './quoteMessages';
import type { PageAction } from './types';

/** The attributes of the plain link a page action renders as (no script needed to follow it). */
export type ActionLink = { href: string; target?: '_blank'; rel?: 'noopener noreferrer' };

/**
 * Where a hero / closing button goes: 'quote' opens the chat asking about the page's service,
 * 'contact' goes to the contact page, 'anchor' jumps to a section of the same page.
 */
export function actionLink(action: PageAction, service: string): ActionLink {
  switch (action.kind) {
    case 'quote':
      return whatsappLinkProps(serviceQuoteMessage(service));
    case 'contact':
      return { href: PATHS.contact };
    case 'anchor':
      return { href: `#${action.target}` };
  }
}
