// Purchase intents, read from the markup (data-intent, data-intent-item, links to wa.me) by one
// click and one submit listener on the document: what is sent, and what never is.
import { fireEvent } from '@testing-library/react';
import type { RumEvent } from '@estampa/shared/telemetry/events';
import { collectFieldData } from './testing';

let rum: ReturnType<typeof collectFieldData>;
// jsdom does not navigate: links are followed, and forms sent, for their events only.
const noNavigation = (event: Event) => {
  if (event.type === 'submit' || (event.target as Element).closest('a')) event.preventDefault();
};

beforeEach(() => {
  window.history.replaceState({}, '', '/productos/poloshirts?color=rojo#catalogo');
  document.addEventListener('click', noNavigation);
  document.addEventListener('submit', noNavigation);
});

afterEach(() => {
  rum.stop();
  document.removeEventListener('click', noNavigation);
  document.removeEventListener('submit', noNavigation);
  document.body.innerHTML = '';
});

/** Starts collecting on `html`, runs `act`, and answers the intents sent and the beacons' text. */
async function intentsAfter(html: string, act: () => void): Promise<{ intents: RumEvent[]; text: string }> {
  document.body.innerHTML = html;
  rum = collectFieldData();
  act();
  rum.leave();
  const beacons = await rum.beacons();
  return {
    intents: beacons.flatMap((b) => b.events).filter((e) => e.type === 'intent'),
    text: JSON.stringify(beacons),
  };
}
const click = (selector: string) => () => fireEvent.click(document.querySelector(selector)!);

const ISLAND = '<div data-island="products/PolosPage" data-build="products-b7" data-release="20260105-products-b7">';
const CHAT = 'https://wa.me/18095550100?text=Hola%2C%20soy%20Ana%20y%20mi%20tel%C3%A9fono%20es%20809';

it("counts a click on a link to wa.me as a 'whatsapp' intent for the nearest item, as the island's", async () => {
  const { intents, text } = await intentsAfter(
    `${ISLAND}<ul><li data-intent-item="polo-2"><a id="chat" href="${CHAT}"><svg><path/></svg><span>Cotizar</span></a></li></ul></div>`,
    click('#chat span'),
  );
  expect(intents).toEqual([
    { type: 'intent', app: 'products', release: '20260105-products-b7', name: 'whatsapp', item: 'polo-2' },
  ]);
  expect(text).not.toContain('text=');
  expect(text).not.toContain('Ana');
});

it("counts a link without an item for the page's route, path only, and a link in no island as the shell's", async () => {
  const { intents, text } = await intentsAfter(`<footer><a href="${CHAT}">WhatsApp</a></footer>`, click('a'));
  expect(intents).toEqual([
    { type: 'intent', app: 'shell', release: 'dev', name: 'whatsapp', item: '/productos/poloshirts' },
  ]);
  expect(text).not.toContain('rojo');
  expect(text).not.toContain('catalogo');
});

it('counts a marked button (an intent from state) with its kind and item', async () => {
  const { intents } = await intentsAfter(
    `${ISLAND}<button data-intent="order-document" data-intent-item="basquetbol-17"><b>Descargar</b></button></div>`,
    click('b'),
  );
  expect(intents).toEqual([
    { type: 'intent', app: 'products', release: '20260105-products-b7', name: 'order-document', item: 'basquetbol-17' },
  ]);
});

it('counts nothing for a button shown disabled, an unknown kind, or an ordinary link or button', async () => {
  const { intents } = await intentsAfter(
    `<div data-intent-item="polo-1">
      <button id="off" aria-disabled="true" data-intent="whatsapp">Cotizar</button>
      <button id="odd" data-intent="llamada">Llamar</button>
      <a id="contact" href="/contacto">Contacto</a>
      <a id="tel" href="tel:+18095550100">Llamar</a>
      <button id="plain">Ver</button>
    </div>`,
    () => ['#off', '#odd', '#contact', '#tel', '#plain'].forEach((s) => click(s)()),
  );
  expect(intents).toEqual([]);
});

it('counts a marked form when it is submitted, never what was typed in it, and not the click that submits it', async () => {
  const { intents, text } = await intentsAfter(
    `<form data-intent="contact" action="https://wa.me/18095550100">
      <input name="text" value="Necesito 30 camisetas">
      <input id="email" value="ana@example.com">
      <button id="send" type="submit">Enviar</button>
    </form>
    <form id="search"><input value="busqueda"></form>`,
    () => {
      click('#send')();
      fireEvent.submit(document.querySelector('#search')!);
    },
  );
  expect(intents).toEqual([
    { type: 'intent', app: 'shell', release: 'dev', name: 'contact', item: '/productos/poloshirts' },
  ]);
  for (const typed of ['camisetas', 'ana@example.com', 'busqueda']) expect(text).not.toContain(typed);
});
