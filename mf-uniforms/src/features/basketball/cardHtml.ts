import { escapeHtml } from '@estampa/shared/security/html';
import { ART_SIZE } from '../../common/art/artSize';
import { modelTitleId, NEW_TAB_HINT_ID } from '../../common/components/cardNames';
import type { BasketballModel } from './data';

/**
 * The basketball catalogue's cards as plain HTML: the same markup as ModelCard (image with 'Ver
 * Imagen' and 'Abrir', name, colours), with the card's name as a toggle button. The grid is
 * written once into the page (server and browser alike) and never hydrated card by card: one
 * delegated handler on the list answers every card (gridActions.ts), and the expanded card's
 * 'Hacer Pedido' panel is added into it (expandedCard.ts).
 */
export function cardHtml(model: BasketballModel, sportLabel = 'basquetbol'): string {
  const name = escapeHtml(model.name);
  const colors = escapeHtml(model.colors);
  const image = escapeHtml(model.image);
  const titleId = modelTitleId(model.id);
  const alt = escapeHtml(`Uniforme de ${sportLabel} modelo ${model.name}, colores ${model.colors}`);
  return (
    `<li data-expanded="false" data-model-id="${model.id}">` +
    `<div data-part="media"><div data-part="frame">` +
    `<img data-part="image" src="${image}" width="${ART_SIZE}" height="${ART_SIZE}" loading="lazy" decoding="async" alt="${alt}"/>` +
    `</div><div data-part="overlay">` +
    `<button type="button" data-part="action" aria-describedby="${titleId}">Ver Imagen</button>` +
    `<a data-part="action" role="button" href="${image}" target="_blank" rel="noopener noreferrer" aria-describedby="${titleId} ${NEW_TAB_HINT_ID}">Abrir</a>` +
    `</div></div>` +
    `<div data-part="body">` +
    `<h3 data-part="title" id="${titleId}"><button type="button" data-part="toggle" aria-expanded="false">${name}</button></h3>` +
    `<p data-part="meta">Modelo ${model.id} · <span data-part="colors">${colors}</span></p>` +
    `</div></li>`
  );
}

/** Every card of the catalogue, in order: the inner HTML of the grid's list. */
export function cardsHtml(models: readonly BasketballModel[]): string {
  return models.map((m) => cardHtml(m)).join('');
}
