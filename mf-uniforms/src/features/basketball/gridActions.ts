/**
 * What a click on the basketball grid asks for, read from the plain HTML of its cards
 * (cardHtml.ts): 'Ver Imagen' previews the card's model, the card's name (a toggle stretched
 * over the whole card) expands or collapses it; links ('Abrir', 'Hacer Pedido') and anything
 * outside a card's controls are left alone. Enter and Space on a button arrive as clicks too.
 */
export type GridAction = { kind: 'preview' | 'toggle'; id: number; card: HTMLElement };

export function gridAction(target: EventTarget | null, grid: Element): GridAction | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const control = (target as Element).closest('a, button');
  if (!control || control.localName !== 'button' || !grid.contains(control)) return null;
  const card = control.closest<HTMLElement>('li[data-model-id]');
  const id = Number(card?.dataset.modelId);
  if (!card || !grid.contains(card) || !Number.isInteger(id)) return null;
  const part = control.getAttribute('data-part');
  if (part === 'action') return { kind: 'preview', id, card };
  if (part === 'toggle') return { kind: 'toggle', id, card };
  return null;
}
