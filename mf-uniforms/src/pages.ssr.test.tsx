/**
 * @jest-environment node
 */
// Every exposed page is prerendered at build time into its fragment: it must render with no
// window or document, give the same markup every time, and read fully without JavaScript.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

const remoteConfig = jest.requireActual('../federation.config.js') as {
  name: string;
  cssKey: string;
  port: number;
  exposes: Record<string, string>;
};

const load = (path: string) => () => (jest.requireActual(path) as { default: ComponentType }).default;
const pages: Record<string, () => ComponentType> = {
  BasquetbolPage: load('./features/basketball/BasquetbolPage'),
  FutbolPage: load('./features/football/FutbolPage'),
  SoftbolPage: load('./features/softball/SoftbolPage'),
  BeisbolPage: load('./features/baseball/BeisbolPage'),
  VoleibolPage: load('./features/volleyball/VoleibolPage'),
};

const render = (name: string) => {
  const Page = pages[name]();
  return renderToString(<Page />);
};

describe('server rendering of the exposed pages', () => {
  it('the remote exposes exactly the five pages', () => {
    expect(remoteConfig).toMatchObject({ name: 'uniforms', cssKey: 'uni', port: 3003 });
    expect(Object.keys(remoteConfig.exposes)).toEqual(Object.keys(pages));
  });

  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(Object.keys(pages))(
    '%s renders deterministically, with one h1, its styles and no external images',
    (name) => {
      const html = render(name);
      expect(html).toBe(render(name));
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html).toContain('<style data-emotion');
      expect(html).not.toMatch(/src="https?:/);
    },
  );

  it('the fragments carry the catalogue a visitor reads without JavaScript', () => {
    const basketball = render('BasquetbolPage');
    expect(basketball).toContain('200 MODELOS DISPONIBLES');
    expect(basketball.match(/<img [^>]*loading="lazy"/g)).toHaveLength(200);
    expect(basketball.match(/aria-expanded="false"/g)!.length).toBe(201); // 200 cards + the section menu
    expect(basketball).toContain('href="tel:');
    expect(basketball).toContain('Ver Catálogo Completo');

    const football = render('FutbolPage');
    expect(football.match(/data-model-id="\d+"/g)).toHaveLength(20);
    // The 'Catálogo PDF' sheet is added when asked for, not served: each name is written once.
    expect(football).not.toContain('data-print-only');
    expect(football.split('>Rayo Urbano<')).toHaveLength(2);
    for (const name of ['SoftbolPage', 'BeisbolPage', 'VoleibolPage']) {
      const html = render(name);
      expect(html).toContain('20 MODELOS DISPONIBLES');
      expect(html.match(/<img [^>]*loading="lazy"/g)).toHaveLength(20);
    }
  });
});
