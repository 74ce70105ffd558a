/**
 * Shows on a card of the basketball grid (plain HTML, cardHtml.ts) whether it is expanded: its
 * toggle's aria-expanded, aria-controls naming the panel while expanded, and the card's
 * data-expanded (its outline). Returns the card's body, where the expanded panel goes.
 */
export function markCardExpanded(card: HTMLElement, expanded: boolean, panelId: string): HTMLElement | null {
  card.setAttribute('data-expanded', String(expanded));
  const toggle = card.querySelector('[data-part="toggle"]');
  if (toggle) {
    toggle.setAttribute('aria-expanded', String(expanded));
    if (expanded) toggle.setAttribute('aria-controls', panelId);
    else toggle.removeAttribute('aria-controls');
  }
  return card.querySelector<HTMLElement>('[data-part="body"]');
}

/** The id of the element shown while a model's card is expanded (its 'Hacer Pedido' panel). */
export const orderPanelId = (id: number) => `modelo-${id}-pedido`;
