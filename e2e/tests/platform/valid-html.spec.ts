import { test, expect } from '@playwright/test';
import { ROUTES } from '../../support/routes';
import { checkHtml, checkerMissing } from '../../support/htmlChecker';
import { CROSS_REMOTE, SMOKE } from '../../support/tags';

// Issue 23: every page the server sends is valid HTML by the W3C Nu checker: no error and no
// warning. A remote's fragment sits in the shell's <main>, so its one <style> must come first and
// reach nothing before it (build-tools/render-fragment.js); page-wide rules are the shell's
// (shared/src/theme/pageHooks.ts).
const NOT_FOUND = '/esta/ruta/no-existe';
const PAGES = [...ROUTES.map((r) => r.path), '/uniformes/basquetbol/pedido?modelo=1', '/offline.html', NOT_FOUND];

// The mistakes the checker must catch, written the way a fragment would make them.
const CONTROL = `<!doctype html><html lang="es-DO"><head><title>x</title></head><body><header>h</header>
<main><p>x</p><style>header{color:red}</style></main></body></html>`;

test.describe('platform: valid HTML', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  test('the W3C Nu checker finds no error or warning on any route, the order page with a model, the offline page or the 404', async ({
    request,
  }) => {
    test.skip(checkerMissing() !== null && !process.env.CI, checkerMissing() ?? '');
    const documents: Record<string, Buffer> = {};
    for (const page of PAGES) {
      const res = await request.get(page);
      expect(res.status(), page).toBe(page === NOT_FOUND ? 404 : 200);
      documents[page] = await res.body();
    }
    const found = await checkHtml({ ...documents, control: CONTROL });
    expect(found.control.join('\n')).toContain('A “style” element in “body” must be the first child of its parent.');
    expect(found.control.join('\n')).toContain(
      'The selector “header” matches, or might match, an element that comes before',
    );
    delete found.control;
    expect(Object.entries(found).filter(([, problems]) => problems.length)).toEqual([]);
    expect(Object.keys(found)).toHaveLength(PAGES.length);
  });
});
