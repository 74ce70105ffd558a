import { URL_MARK_MISSING, URL_PARAMS_ATTR, URL_PARAMS_SCRIPT, urlLacksSelector } from './urlParams';

/** Runs the inline script as a page at `search` would, and returns the mark it left (null: none). */
function markFor(search: string): string | null {
  document.documentElement.removeAttribute(URL_PARAMS_ATTR);
  window.history.replaceState({}, '', `/uniformes/basquetbol/pedido${search}`);
  (0, eval)(URL_PARAMS_SCRIPT);
  return document.documentElement.getAttribute(URL_PARAMS_ATTR);
}

describe('the URL parameters mark', () => {
  it('names each parameter with a value once, in the URL’s order', () => {
    expect(markFor('?modelo=7&nombre=Rel%C3%A1mpago%20Azul&colores=Azul+y+Blanco&imagen=%2Fm%2F7.svg')).toBe(
      'modelo nombre colores imagen',
    );
    expect(markFor('?modelo=7&modelo=8')).toBe('modelo');
  });

  it('leaves out blank values, as the page’s code reads them (the first value, trimmed)', () => {
    expect(markFor('?modelo=7&nombre=%20%20&colores=')).toBe('modelo');
    expect(markFor('?nombre=&nombre=X')).toBe('');
    expect(markFor('')).toBe('');
  });

  it('leaves no mark where the browser cannot read the URL', () => {
    const original = window.URLSearchParams;
    Object.defineProperty(window, 'URLSearchParams', { value: undefined, configurable: true });
    try {
      expect(markFor('?modelo=7')).toBeNull();
    } finally {
      Object.defineProperty(window, 'URLSearchParams', { value: original, configurable: true });
    }
  });
});

describe('selectors on the mark', () => {
  const lacks = urlLacksSelector(['modelo', 'nombre']);
  const matches = (selector: string) => document.documentElement.matches(selector);

  it('match a URL without one of the parameters, and not one with both', () => {
    markFor('?modelo=7');
    expect(matches(lacks)).toBe(true);
    markFor('?nombre=X&modelo=7');
    expect(matches(lacks)).toBe(false);
    expect(matches(URL_MARK_MISSING)).toBe(false);
  });

  it('without the mark, only URL_MARK_MISSING matches', () => {
    document.documentElement.removeAttribute(URL_PARAMS_ATTR);
    expect(matches(lacks)).toBe(false);
    expect(matches(URL_MARK_MISSING)).toBe(true);
  });
});
