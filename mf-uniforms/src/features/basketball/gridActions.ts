/**
 * What a click on the basketball grid asks for, read from the plain HTML of its cards
 * (cardHtml.ts): 'Ver Imagen' previews the card's model; anywhere else on a card (its name, which
 * is the toggle button for keyboards and screen readers, its image, its colours) expands or
 * collapses it; links ('Abrir', 'Hacer Pedido') and clicks outside the cards are left alone.
 * Enter and Space on a button arrive as clicks too.
 */
export type GridAction = { kind: 'preview' | 'toggle'; id: number; card: HTMLElement };

export function gridAction(target: EventTarget | null, grid: Element): GridAction | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const card = (target as Element).closest<HTMLElement>('li[data-model-id]');
  const id = Number(card?.dataset.modelId);
  if (!card || !grid.contains(card) || !Number.isInteger(id)) return null;
  const control = (target as Element).closest('a, button');
  if (!control || !card.contains(control)) return { kind: 'toggle', id, card };
  const part = control.localName === 'button' ? control.getAttribute('data-part') : null;
  if (part === 'action') return { kind: 'preview', id, card };
  if (part === 'toggle') return { kind: 'toggle', id, card };
  return null;
}
