import { cardsHtml } from './cardHtml';
import { basketballModels } from './data';
import { gridAction } from './gridActions';

const grid = document.createElement('ul');
grid.innerHTML = cardsHtml(basketballModels.slice(0, 3));
const outside = document.createElement('div');
outside.innerHTML = '<button type="button" data-part="toggle">fuera</button>';
document.body.append(grid, outside);

const card = (id: number) => grid.querySelector<HTMLElement>(`li[data-model-id="${id}"]`)!;
const part = (id: number, selector: string) => card(id).querySelector(selector)!;

describe('gridAction', () => {
  it("'Ver Imagen' previews that card's model", () => {
    expect(gridAction(part(2, 'button[data-part="action"]'), grid)).toEqual({ kind: 'preview', id: 2, card: card(2) });
  });

  it("the card's name, and anywhere else on the card that is not a control (image, colours), toggles that card", () => {
    expect(gridAction(part(3, '[data-part="toggle"]'), grid)).toEqual({ kind: 'toggle', id: 3, card: card(3) });
    for (const selector of ['img', '[data-part="meta"]', '[data-part="body"]', '[data-part="overlay"]'])
      expect(gridAction(part(1, selector), grid)).toEqual({ kind: 'toggle', id: 1, card: card(1) });
    expect(gridAction(card(2), grid)).toEqual({ kind: 'toggle', id: 2, card: card(2) });
  });

  it("links ('Abrir', 'Hacer Pedido'), the list itself and anything outside the grid ask for nothing", () => {
    expect(gridAction(part(1, 'a[data-part="action"]'), grid)).toBeNull();
    expect(gridAction(part(1, 'a[data-part="action"] span'), grid)).toBeNull();
    expect(gridAction(grid, grid)).toBeNull();
    expect(gridAction(outside.querySelector('button'), grid)).toBeNull();
    expect(gridAction(null, grid)).toBeNull();
    expect(gridAction(document.createTextNode('x'), grid)).toBeNull();
  });

  it('a button in a card without a model id asks for nothing', () => {
    const odd = document.createElement('ul');
    odd.innerHTML = '<li data-model-id="x"><button type="button" data-part="toggle">?</button></li>';
    expect(gridAction(odd.querySelector('button'), odd)).toBeNull();
  });
});
