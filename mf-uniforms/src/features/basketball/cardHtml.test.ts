import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ModelCard } from '../../common/components/ModelCard';
import { cardHtml, cardsHtml } from './cardHtml';
import { basketballModels, type BasketballModel } from './data';

const parse = (html: string) => {
  const list = document.createElement('ul');
  list.innerHTML = html;
  return list;
};
const reactCard = (model: BasketballModel) =>
  parse(renderToStaticMarkup(createElement(ModelCard, { model, sportLabel: 'basquetbol', onPreview: () => undefined })))
    .firstElementChild!;

describe('cardHtml', () => {
  it('is the markup ModelCard renders (image, actions, name, colours), with the name as a collapsed toggle', () => {
    for (const model of [basketballModels[0], basketballModels[136], basketballModels[199]]) {
      const card = parse(cardHtml(model)).firstElementChild!;
      const react = reactCard(model);
      expect(card.querySelector('[data-part="media"]')!.outerHTML).toBe(
        react.querySelector('[data-part="media"]')!.outerHTML,
      );
      expect(card.querySelector('[data-part="meta"]')!.textContent).toBe(
        react.querySelector('[data-part="meta"]')!.textContent,
      );
      // The colours stand alone in both, so an exact lookup by them finds them.
      expect(card.querySelector('[data-part="colors"]')!.outerHTML).toBe(
        react.querySelector('[data-part="colors"]')!.outerHTML,
      );
      expect(card.querySelector('[data-part="colors"]')!.textContent).toBe(model.colors);
      expect(card.getAttribute('data-model-id')).toBe(String(model.id));
      expect(card.getAttribute('data-expanded')).toBe('false');
      const title = card.querySelector('h3[data-part="title"]')!;
      expect(title.textContent).toBe(react.querySelector('h3')!.textContent);
      const toggle = title.querySelector('button[data-part="toggle"]')!;
      expect(toggle.getAttribute('type')).toBe('button');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(toggle.hasAttribute('aria-controls')).toBe(false);
      expect(toggle.textContent).toBe(model.name);
    }
  });

  it('escapes what it writes into text and attributes', () => {
    const hostile: BasketballModel = {
      id: 7,
      name: 'A <b>"x"</b> & \'y\'',
      colors: 'Rojo y <i>Negro</i>',
      image: '/art/7.svg?a="1"&b=<2>',
    };
    const card = parse(cardHtml(hostile)).firstElementChild!;
    expect(card.querySelectorAll('b, i')).toHaveLength(0);
    expect(card.querySelector('[data-part="toggle"]')!.textContent).toBe(hostile.name);
    expect(card.querySelector('[data-part="meta"]')!.textContent).toBe('Modelo 7 · Rojo y <i>Negro</i>');
    expect(card.querySelector('img')!.getAttribute('src')).toBe(hostile.image);
    expect(card.querySelector('img')!.getAttribute('alt')).toBe(
      `Uniforme de basquetbol modelo ${hostile.name}, colores ${hostile.colors}`,
    );
    expect(card.querySelector('a')!.getAttribute('href')).toBe(hostile.image);
    expect(card.querySelector('a')!.textContent).toBe('Abrir');
    expect(card.querySelector('a')!.getAttribute('role')).toBe('button');
    // The actions are described by the card's title (its id is the model's, never its name).
    expect(card.querySelector('h3')!.id).toBe('modelo-7-nombre');
    expect(card.querySelector('button[data-part="action"]')!.getAttribute('aria-describedby')).toBe('modelo-7-nombre');
    expect(card.querySelector('a')!.getAttribute('aria-describedby')).toBe('modelo-7-nombre modelos-pestana-nueva');
  });

  it('cardsHtml lists every model once, in order', () => {
    const list = parse(cardsHtml(basketballModels));
    expect(Array.from(list.children, (li) => li.getAttribute('data-model-id'))).toEqual(
      basketballModels.map((m) => String(m.id)),
    );
  });
});
