import { cardHtml } from './cardHtml';
import { basketballModels } from './data';
import { markCardExpanded, orderPanelId } from './expandedCard';

const makeCard = () => {
  const list = document.createElement('ul');
  list.innerHTML = cardHtml(basketballModels[9]);
  return list.firstElementChild as HTMLElement;
};

describe('markCardExpanded', () => {
  it("expanded: the card's data-expanded, its toggle's aria-expanded and aria-controls; returns the card body", () => {
    const card = makeCard();
    const body = markCardExpanded(card, true, orderPanelId(10));
    const toggle = card.querySelector('[data-part="toggle"]')!;
    expect(card).toHaveAttribute('data-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'modelo-10-pedido');
    expect(body).toBe(card.querySelector('[data-part="body"]'));
  });

  it('collapsed again: back to false, and aria-controls removed (it names nothing then)', () => {
    const card = makeCard();
    markCardExpanded(card, true, orderPanelId(10));
    markCardExpanded(card, false, orderPanelId(10));
    const toggle = card.querySelector('[data-part="toggle"]')!;
    expect(card).toHaveAttribute('data-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
  });
});
