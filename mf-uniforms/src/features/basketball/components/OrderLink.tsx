import type { MouseEvent } from 'react';
import { LinkButton } from '@estampa/shared/ui/Button';
import type { CatalogueModel } from '../../../common/catalogue/types';
import { navigateTo } from '../navigate';
import { orderUrl } from '../orderUrl';

/**
 * 'Hacer Pedido': a real link to the order page (works as a link, opens in a new tab with
 * Ctrl/⌘-click); a plain click goes through the host's navigation hook when there is one.
 */
export function OrderLink({ model, id }: { model: CatalogueModel; id?: string }) {
  const href = orderUrl(model);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigateTo(href);
  };
  return (
    <LinkButton id={id} href={href} onClick={onClick}>
      Hacer Pedido
    </LinkButton>
  );
}
