import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ContactMap, MAP_TITLE } from './ContactMap';

/** A stand-in IntersectionObserver the test drives: `near(true)` tells every observer the box came near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  static options: IntersectionObserverInit[] = [];
  private targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
    FakeObserver.options.push(options);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static near(isIntersecting: boolean) {
    for (const o of FakeObserver.all) {
      const entries = o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length) act(() => o.callback(entries, o as unknown as IntersectionObserver));
    }
  }
}

const frame = () => screen.queryByTitle(MAP_TITLE);
const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

describe('ContactMap', () => {
  const realObserver = window.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    FakeObserver.options = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    setOnline(true);
  });
  afterEach(() => {
    window.IntersectionObserver = realObserver;
  });

  it('prerenders the lazy frame without its address (hidden from assistive technology) under a placeholder with the address and a plain link to the map', () => {
    const html = renderToString(<ContactMap />);
    const iframe = /<iframe[^>]*>/.exec(html)?.[0] ?? '';
    expect(iframe).toContain('loading="lazy"');
    expect(iframe).toContain(`title="${MAP_TITLE}"`);
    expect(iframe).toContain('aria-hidden="true"');
    expect(iframe).toContain('tabindex="-1"');
    expect(iframe).not.toContain('src=');
    expect(html).toContain('Los Mina, Santo Domingo Este, República Dominicana');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=Los+Mina');
    // The button is there but out of sight until the page is hydrated (it needs JavaScript).
    expect(html).toMatch(/<button[^>]*data-ready="false"[^>]*>Cargar mapa<\/button>/);
  });

  it('does not load the frame with the page: only once it comes near the screen, then with its title and attributes', () => {
    render(<ContactMap />);
    expect(frame()).not.toHaveAttribute('src');
    expect(screen.getByRole('button', { name: 'Cargar mapa' })).toHaveAttribute('data-ready', 'true');
    expect(FakeObserver.options[0].rootMargin).toMatch(/^\d+px/);
    FakeObserver.near(false);
    expect(frame()).not.toHaveAttribute('src');

    FakeObserver.near(true);
    const map = frame()!;
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.google\.com\/maps\?.*output=embed/));
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('width', '1200');
    expect(map).toHaveAttribute('height', '400');
    expect(map).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    expect(map).not.toHaveAttribute('aria-hidden');
    expect(map).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('button', { name: 'Cargar mapa' })).toBeNull();
  });

  it('offline, coming near keeps the placeholder (address and link); the button loads the frame and focuses it', async () => {
    const user = userEvent.setup();
    setOnline(false);
    render(<ContactMap />);
    FakeObserver.near(true);
    expect(frame()).not.toHaveAttribute('src');
    expect(screen.getByText(/Los Mina, Santo Domingo Este/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Abrir en Google Maps/ })).toHaveAttribute('target', '_blank');

    screen.getByRole('button', { name: 'Cargar mapa' }).focus();
    await user.keyboard('{Enter}');
    expect(frame()).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.google\.com\/maps/));
    expect(frame()).toHaveFocus();
  });

  it('without IntersectionObserver the frame is rendered right after start-up, left to its own lazy loading', async () => {
    // @ts-expect-error: a browser without IntersectionObserver
    delete window.IntersectionObserver;
    render(<ContactMap />);
    expect(frame()).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(frame()).toHaveAttribute('src', expect.stringContaining('output=embed')));
  });
});
