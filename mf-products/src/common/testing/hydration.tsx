import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders the page as the prerender does, then hydrates that HTML as the browser does, and
 * returns every recoverable error and console error reported: a page that touches the browser
 * during render, or renders differently on the client, fails here.
 */
export async function hydrationErrors(page: ReactElement): Promise<unknown[]> {
  const html = renderToString(page);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  try {
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
  } finally {
    consoleError.mockRestore();
    container.remove();
  }
  return errors;
}
