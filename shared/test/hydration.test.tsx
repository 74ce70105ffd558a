import type { ReactElement } from 'react';
import { hydrate, hydrationErrors } from './hydration';

function Clean() {
  return <p>Hola</p>;
}

function Mismatch() {
  // Renders differently on the server (no document) and in the browser: the helper must see it.
  return <p>{globalThis.__serverRender ? 'servidor' : 'navegador'}</p>;
}

declare global {
  var __serverRender: boolean | undefined;
}

describe('hydrate / hydrationErrors', () => {
  it('leaves the hydrated tree mounted until unmount()', async () => {
    const hydrated = await hydrate(<Clean />);
    expect(hydrated.errors).toEqual([]);
    expect(hydrated.html).toBe('<p>Hola</p>');
    expect(document.body).toContainElement(hydrated.container);
    await hydrated.unmount();
    expect(document.body).not.toContainElement(hydrated.container);
  });

  it('hydrates given server HTML (rendered elsewhere) and reports the mismatch', async () => {
    const { errors, unmount } = await hydrate(<Clean />, { html: '<p>Adiós</p>' });
    await unmount();
    expect(errors.length).toBeGreaterThan(0);
  });

  it('reports nothing for a page that renders the same everywhere', async () => {
    expect(await hydrationErrors(<Clean />)).toEqual([]);
  });

  it('reports a page whose browser render differs from its server render', async () => {
    // The module object the helper calls through (jest's registry has one per test file).
    const server = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const { renderToString } = server;
    const spy = jest.spyOn(server, 'renderToString').mockImplementation((el) => {
      globalThis.__serverRender = true;
      try {
        return renderToString(el as ReactElement);
      } finally {
        globalThis.__serverRender = false;
      }
    });
    try {
      expect((await hydrationErrors(<Mismatch />)).length).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
    }
  });
});
