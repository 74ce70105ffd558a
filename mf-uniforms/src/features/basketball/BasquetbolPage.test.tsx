import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS } from '@estampa/shared/business/identity';
import BasquetbolPage from './BasquetbolPage';
import { basketballModels } from './data';
import { orderUrl } from './orderUrl';
import { hydrationErrors } from '@estampa/test/hydration';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';

type HookWindow = Window & { __NAVIGATE__?: unknown };

// The page has 200 cards: queries go through one card (or use hidden: true, which skips the
// per-element style checks) to keep jsdom fast.
const grid = () => document.getElementById('modelos') as HTMLElement;
const card = (id: number) => grid().querySelector<HTMLElement>(`li[data-model-id="${id}"]`)!;
const cardToggle = (id: number) => within(card(id)).getByRole('button', { name: basketballModels[id - 1].name });
const orderLinks = () => [...grid().querySelectorAll('a')].filter((a) => a.textContent === 'Hacer Pedido');

// 200 cards in jsdom: generous time when the machine is busy.
jest.setTimeout(30_000);

afterEach(() => {
  delete (window as HookWindow).__NAVIGATE__;
});

describe('BasquetbolPage', () => {
  it('shows one h1, the features and 200 model cards with lazy, sized images of our art', () => {
    render(<BasquetbolPage />);
    expect(screen.getAllByRole('heading', { level: 1, hidden: true })).toHaveLength(1);
    expect(screen.getByRole('region', { name: '200 MODELOS DISPONIBLES', hidden: true })).toBe(grid());
    const features = document.getElementById('caracteristicas')!;
    for (const f of ['Tela Transpirable', 'Sublimación Premium', 'Tallas Personalizadas'])
      expect(within(features).getByRole('heading', { name: f })).toBeInTheDocument();
    const items = grid().querySelectorAll('ul > li');
    expect(items).toHaveLength(200);
    const images = [...grid().querySelectorAll('img')];
    expect(images).toHaveLength(200);
    for (const [i, img] of images.entries()) {
      expect(img).toHaveAttribute('src', `/remotes/uniforms/art/basquetbol/${i + 1}.svg`);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '400');
    }
    const first = basketballModels[0];
    expect(
      within(card(1)).getByRole('img', {
        name: `Uniforme de basquetbol modelo ${first.name}, colores ${first.colors}`,
      }),
    ).toBeInTheDocument();
  });

  it('expands one card at a time; the expanded one offers "Hacer Pedido" to the order page', async () => {
    const user = userEvent.setup();
    render(<BasquetbolPage />);
    const [a, b] = basketballModels;
    expect(orderLinks()).toHaveLength(0);
    expect(cardToggle(1)).toHaveAttribute('aria-expanded', 'false');
    // the first [aria-expanded] in the grid is a card toggle (what the e2e suite clicks)
    expect(grid().querySelector('[aria-expanded]')).toBe(cardToggle(1));

    await user.click(cardToggle(1));
    expect(cardToggle(1)).toHaveAttribute('aria-expanded', 'true');
    const order = within(card(1)).getByRole('button', { name: 'Hacer Pedido' });
    expect(order).toHaveAttribute('href', orderUrl(a));
    expect(cardToggle(1)).toHaveAttribute('aria-controls', order.parentElement!.id);

    await user.click(cardToggle(2));
    expect(cardToggle(1)).toHaveAttribute('aria-expanded', 'false');
    expect(cardToggle(2)).toHaveAttribute('aria-expanded', 'true');
    expect(orderLinks()).toHaveLength(1);
    expect(orderLinks()[0]).toHaveAttribute('href', orderUrl(b));

    await user.click(cardToggle(2));
    expect(orderLinks()).toHaveLength(0);
    expect(grid().querySelectorAll('[aria-expanded="true"]')).toHaveLength(0);
  });

  it('"Hacer Pedido" goes through the global navigation hook with the four parameters', async () => {
    const user = userEvent.setup();
    const hook = jest.fn();
    (window as HookWindow).__NAVIGATE__ = hook;
    render(<BasquetbolPage />);
    const model = basketballModels[41];
    await user.click(cardToggle(42));
    await user.click(within(card(42)).getByRole('button', { name: 'Hacer Pedido' }));
    expect(hook).toHaveBeenCalledTimes(1);
    const url = new URL(hook.mock.calls[0][0], 'http://localhost');
    expect(url.pathname).toBe('/uniformes/basquetbol/pedido');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      modelo: '42',
      nombre: model.name,
      colores: model.colors,
      imagen: '/remotes/uniforms/art/basquetbol/42.svg',
    });
  });

  it('a Ctrl-click on "Hacer Pedido" is left to the browser (new tab), not the hook', () => {
    const hook = jest.fn();
    (window as HookWindow).__NAVIGATE__ = hook;
    // Stands in for the browser after the page's handlers ran (jsdom cannot navigate).
    let leftToBrowser = false;
    const browser = (e: MouseEvent) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', browser);
    try {
      render(<BasquetbolPage />);
      fireEvent.click(cardToggle(1));
      fireEvent.click(within(card(1)).getByRole('button', { name: 'Hacer Pedido' }), { ctrlKey: true });
    } finally {
      window.removeEventListener('click', browser);
    }
    expect(hook).not.toHaveBeenCalled();
    expect(leftToBrowser).toBe(true);
  });

  it('"Ver Imagen" opens the lightbox named after the model; Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<BasquetbolPage />);
    const model = basketballModels[4];
    const viewButton = within(card(5)).getByRole('button', { name: 'Ver Imagen' });
    await user.click(viewButton);
    const dialog = screen.getByRole('dialog', { name: model.name, hidden: true });
    expect(within(dialog).getByRole('img', { name: `Imagen ampliada de ${model.name}` })).toHaveAttribute(
      'src',
      model.image,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(viewButton).toHaveFocus();
  });

  it('"Ver Imagen" and "Abrir" are reachable by keyboard; "Abrir" opens the image in a new tab', async () => {
    const user = userEvent.setup();
    render(<BasquetbolPage />);
    const model = basketballModels[0];
    // A link drawn as a button, like 'Ver Imagen' beside it, and announced as one.
    const openLink = within(card(1)).getByRole('button', { name: 'Abrir' });
    expect(openLink.tagName).toBe('A');
    // Named as shown; the model and the new tab are its description.
    expect(openLink).toHaveAccessibleDescription(`${model.name} se abre en una pestaña nueva`);
    expect(within(card(1)).getByRole('button', { name: 'Ver Imagen' })).toHaveAccessibleDescription(model.name);
    expect(openLink).toHaveAttribute('href', model.image);
    expect(openLink).toHaveAttribute('target', '_blank');
    expect(openLink).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Tab order inside a card: Ver Imagen, Abrir, then the card toggle.
    within(card(1)).getByRole('button', { name: 'Ver Imagen' }).focus();
    await user.tab();
    expect(openLink).toHaveFocus();
    // Space presses it as it would a button (the browser then opens the tab), and scrolls nothing.
    const pressed = jest.fn((e: Event) => e.preventDefault());
    openLink.addEventListener('click', pressed);
    expect(fireEvent.keyDown(openLink, { key: ' ' })).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(cardToggle(1)).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(cardToggle(1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cardToggle(1)).toHaveAttribute('aria-expanded', 'true');
  });

  it('the mobile section menu toggles and closes when a section is chosen', async () => {
    const user = userEvent.setup();
    render(<BasquetbolPage />);
    const nav = screen.getByRole('navigation', { name: 'Secciones de la página', hidden: true });
    const toggle = within(nav).getByRole('button', { name: 'Ir a una sección' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument(); // hidden list
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#inicio', '#caracteristicas', '#modelos', '#contacto']);
    for (const href of ['inicio', 'caracteristicas', 'modelos', 'contacto'])
      expect(document.getElementById(href)).not.toBeNull();
    await user.click(links[2]);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('modelos')).toHaveFocus(); // focus goes with the view
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Escape from inside the list: back to the button that opened it, not to the page's body.
    await user.click(toggle);
    await user.tab();
    expect(within(nav).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
  });

  it('has the quote chat, the catalogue link, call and message buttons and the mobile contact bar', () => {
    render(<BasquetbolPage />);
    const hero = document.getElementById('inicio')!;
    expect(within(hero).getByRole('button', { name: 'Solicitar Cotización' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=.*basquetbol/,
    );
    expect(within(hero).getByRole('button', { name: 'Ver Catálogo Completo' })).toHaveAttribute('href', '#modelos');
    const contact = document.getElementById('contacto')!;
    expect(screen.getByRole('region', { name: '¿Listo para uniformar a tu equipo?', hidden: true })).toBe(contact);
    expect(within(contact).getByRole('button', { name: `Llamar al ${BUSINESS.phoneDisplay}` })).toHaveAttribute(
      'href',
      BUSINESS.phoneHref,
    );
    expect(within(contact).getByRole('button', { name: 'Enviar Mensaje' })).toHaveAttribute('target', '_blank');
    const bar = screen.getByRole('group', { name: 'Contacto rápido', hidden: true });
    expect(within(bar).getByRole('button', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(within(bar).getByRole('button', { name: 'Llamar' })).toHaveAttribute('href', BUSINESS.phoneHref);
  });

  it("counts every chat link (hero, contact, the phones' bar) as a 'whatsapp' intent for basquetbol", () => {
    render(<BasquetbolPage />);
    const chats = [...document.querySelectorAll('a[href^="https://wa.me/"]')];
    expect(chats).toHaveLength(3);
    for (const chat of chats) expect(clickIntent(chat)).toMatchObject({ kind: 'whatsapp', item: 'basquetbol' });
  });

  it('hydrates its server HTML without a mismatch', async () => {
    expect(await hydrationErrors(<BasquetbolPage />)).toEqual([]);
  });

  it('hydrating leaves the 200 server-rendered cards to the browser (React never walks them), and they answer clicks at once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BasquetbolPage />);
    document.body.appendChild(container);
    const serverCards = [...container.querySelectorAll('#modelos li')];
    expect(serverCards).toHaveLength(200);
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <BasquetbolPage />);
      });
      // React marks every element it hydrates with its fiber; the cards and what is inside them carry none.
      const reactOwned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
      expect(reactOwned(container.querySelector('#modelos ul')!)).toBe(true);
      expect([...container.querySelectorAll('#modelos li, #modelos li *')].filter(reactOwned).length).toBe(0);
      expect([...container.querySelectorAll('#modelos li')]).toEqual(serverCards);
      const toggle = serverCards[99].querySelector('button[data-part="toggle"]') as HTMLElement;
      await act(async () => toggle.click());
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(serverCards[99] as HTMLElement).getByRole('button', { name: 'Hacer Pedido' })).toHaveAttribute(
        'href',
        orderUrl(basketballModels[99]),
      );
      await act(async () => (serverCards[99].querySelector('button[data-part="action"]') as HTMLElement).click());
      expect(screen.getByRole('dialog', { name: basketballModels[99].name, hidden: true })).toBeInTheDocument();
    } finally {
      await act(async () => root?.unmount());
      scope.IS_REACT_ACT_ENVIRONMENT = undefined;
      container.remove();
    }
  });
});
