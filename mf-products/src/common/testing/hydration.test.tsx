import type { ReactElement } from 'react';
import { hydrationErrors } from './hydration';

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

describe('hydrationErrors', () => {
  it('reports nothing for a page that renders the same everywhere', async () => {
    expect(await hydrationErrors(<Clean />)).toEqual([]);
  });

  it('reports a page whose browser render differs from its server render', async () => {
    const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const spy = jest.spyOn(require('react-dom/server'), 'renderToString').mockImplementation((el) => {
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
