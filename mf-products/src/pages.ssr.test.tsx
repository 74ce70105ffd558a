/**
 * @jest-environment node
 */
// Every exposed page is prerendered at build time into its fragment: it must render with no
// window or document, give the same markup every time, and read fully without JavaScript.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

// Loaded inside the tests, so module top-level code runs without a DOM too.
const load = (path: string) => () => (jest.requireActual(path) as { default: ComponentType }).default;
const pages: Record<string, () => ComponentType> = {
  TshirtsPage: load('./features/tshirts/TshirtsPage'),
  PolosPage: load('./features/polos/PolosPage'),
  CombosPage: load('./features/combos/CombosPage'),
  TazasPage: load('./features/mugs/TazasPage'),
  TermosPage: load('./features/bottles/TermosPage'),
  UniformesEscolaresPage: load('./features/school-uniforms/UniformesEscolaresPage'),
};

const render = (name: string) => {
  const Page = pages[name]();
  return renderToString(<Page />);
};

describe('server rendering of the exposed pages', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(Object.keys(pages))('%s renders on the server deterministically, with one h1 and its styles', (name) => {
    const html = render(name);
    expect(html).toBe(render(name));
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<style data-emotion');
    expect(html).not.toMatch(/src="https?:/); // no external images
  });

  it('the fragments carry the content a visitor reads without JavaScript', () => {
    const tshirts = render('TshirtsPage');
    expect(tshirts.match(/>Desde \$\d+</g)).toHaveLength(12);
    // Twelve 'Cotizar' open the chat without a message (docs/product-rules.md#outside-calls); the hero and closing with one.
    expect(tshirts.match(/href="https:\/\/wa\.me\/\d+"/g)).toHaveLength(12);
    expect(tshirts.match(/href="https:\/\/wa\.me\/\d+\?text=/g)!.length).toBeGreaterThanOrEqual(1);

    const polos = render('PolosPage');
    expect(polos).toContain('Selecciona un polo para personalizar');
    expect(polos.match(/aria-pressed="false"/g)).toHaveLength(6);

    const combos = render('CombosPage');
    expect(combos.match(/Cotizar Combo/g)).toHaveLength(9);
    expect(combos).toContain('Mostrando 9 combos');

    expect(render('TazasPage')).toContain('Selecciona una taza para personalizar');
    expect(render('TermosPage')).toContain('Selecciona un termo para personalizar');
    expect(render('UniformesEscolaresPage')).toContain('Selecciona un uniforme para personalizar');
  });
});
