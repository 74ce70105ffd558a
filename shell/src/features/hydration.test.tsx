// Prerendered HTML hydrates without mismatches, and the scripted header replaces its
// no-JavaScript fallbacks once hydrated.
import { renderToString } from 'react-dom/server';
import { hydrate } from '@estampa/test/hydration';
import { ContactPage } from './contact/ContactPage';
import { HomePage } from './home/HomePage';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { NotFoundPage } from './not-found/NotFoundPage';

describe('hydration of the prerendered shell parts', () => {
  it.each([
    ['header', () => <Header currentPath="/contacto" />],
    ['footer', () => <Footer />],
    ['home', () => <HomePage />],
    ['contact', () => <ContactPage />],
    ['404', () => <NotFoundPage />],
  ])('%s hydrates without mismatch or errors', async (_name, make) => {
    const { errors, unmount } = await hydrate(make());
    await unmount();
    expect(errors).toEqual([]);
  });

  it('the header starts as the no-JavaScript version and turns into the scripted one', async () => {
    const element = <Header currentPath="/" />;
    const html = renderToString(element);
    expect(html).toContain('data-js="off"');
    expect(html).toContain('href="#navegacion-pie"');
    const { container, errors, unmount } = await hydrate(element);
    expect(errors).toEqual([]);
    expect(container.querySelector('header')).toHaveAttribute('data-js', 'on');
    expect(container.querySelector('a[href="#navegacion-pie"]')).toBeNull();
    const toggle = container.querySelector('button[aria-controls="menu-principal"]');
    expect(toggle).toHaveAccessibleName('Menú');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await unmount();
  });
});
