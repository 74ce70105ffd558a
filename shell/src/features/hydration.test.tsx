// Prerendered HTML hydrates without mismatches, and the scripted header replaces its
// no-JavaScript fallbacks once hydrated.
import { TextDecoder, TextEncoder } from 'util';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContactPage } from './contact/ContactPage';
import { HomePage } from './home/HomePage';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { NotFoundPage } from './not-found/NotFoundPage';

// react-dom/server's browser build needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function prerenderAndHydrate(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (e) => recoverable.push(e) });
  });
  const logged = errors.mock.calls;
  errors.mockRestore();
  return { container, logged, recoverable };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydration of the prerendered shell parts', () => {
  it.each([
    ['header', () => <Header currentPath="/contacto" />],
    ['footer', () => <Footer />],
    ['home', () => <HomePage />],
    ['contact', () => <ContactPage />],
    ['404', () => <NotFoundPage />],
  ])('%s hydrates without mismatch or errors', async (_name, make) => {
    const { logged, recoverable } = await prerenderAndHydrate(make());
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('the header starts as the no-JavaScript version and turns into the scripted one', async () => {
    const element = <Header currentPath="/" />;
    const html = renderToString(element);
    expect(html).toContain('data-js="off"');
    expect(html).toContain('href="#navegacion-pie"');
    const { container } = await prerenderAndHydrate(element);
    expect(container.querySelector('header')).toHaveAttribute('data-js', 'on');
    expect(container.querySelector('a[href="#navegacion-pie"]')).toBeNull();
    const toggle = container.querySelector('button[aria-controls="menu-principal"]');
    expect(toggle).toHaveAccessibleName('Abrir menú');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
