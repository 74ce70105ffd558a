import { css } from '@emotion/react';
import { useCallback, useLayoutEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { pressOnSpace } from '@estampa/shared/ui/pressOnSpace';
import { createPortal } from 'react-dom';
import { space } from '@estampa/shared/theme/theme';
import { modelGridCss } from '../../../common/components/ModelGrid';
import { NewTabHint } from '../../../common/components/cardNames';
import type { CatalogueModel } from '../../../common/catalogue/types';
import { cardsHtml } from '../cardHtml';
import type { BasketballModel } from '../data';
import { markCardExpanded, orderPanelId } from '../expandedCard';
import { toggleExpanded } from '../expansion';
import { gridAction } from '../gridActions';
import { OrderLink } from './OrderLink';

const orderPanel = css({ width: '100%', '& a': { width: '100%', boxSizing: 'border-box', paddingInline: space.sm } });

type Expanded = { id: number; card: HTMLElement; body: HTMLElement };

type Props = { models: readonly BasketballModel[]; onPreview: (model: CatalogueModel) => void };

/**
 * The 200 basketball models: the cards are plain HTML written once (the same string on the
 * server and in the browser, so hydration keeps the server's DOM and React never walks the cards),
 * and one click handler on the list answers all of them. The expanded card's 'Hacer Pedido' panel
 * is a React portal into that card; at most one card is expanded (expansion.ts).
 */
export function BasketballGrid({ models, onPreview }: Props) {
  const html = useMemo(() => ({ __html: cardsHtml(models) }), [models]);
  const [expanded, setExpanded] = useState<Expanded | null>(null);

  const onClick = useCallback(
    (event: MouseEvent<HTMLUListElement>) => {
      const action = gridAction(event.target, event.currentTarget);
      if (!action) return;
      if (action.kind === 'preview') {
        const model = models.find((m) => m.id === action.id);
        if (model) onPreview(model);
        return;
      }
      const body = action.card.querySelector<HTMLElement>('[data-part="body"]');
      setExpanded((current) =>
        toggleExpanded(current?.id ?? null, action.id) === null || !body
          ? null
          : { id: action.id, card: action.card, body },
      );
    },
    [models, onPreview],
  );

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as Element;
    pressOnSpace(event, target.closest?.<HTMLElement>('a[role="button"]'));
  }, []);

  // The card's own attributes follow the state; the cleanup collapses it when another expands.
  useLayoutEffect(() => {
    if (!expanded) return undefined;
    markCardExpanded(expanded.card, true, orderPanelId(expanded.id));
    return () => void markCardExpanded(expanded.card, false, orderPanelId(expanded.id));
  }, [expanded]);

  const model = expanded ? models.find((m) => m.id === expanded.id) : undefined;
  return (
    <>
      {/* The handler reaches every card through React's event delegation: the list is the
          nearest React element of anything inside it. Its controls are real buttons, so Enter
          and Space arrive as clicks; 'Abrir' is a link announced as a button, which Space presses
          here (the list itself is not a control, hence the lint exception). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul css={modelGridCss('light')} onClick={onClick} onKeyDown={onKeyDown} dangerouslySetInnerHTML={html} />
      <NewTabHint />
      {expanded && model
        ? createPortal(
            <div data-part="footer">
              <div id={orderPanelId(model.id)} css={orderPanel}>
                <OrderLink model={model} />
              </div>
            </div>,
            expanded.body,
          )
        : null}
    </>
  );
}
