import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Test helper: renders a page to HTML as the prerender does, hydrates that HTML as the browser
 * does, and returns every recoverable or console error (hydration mismatches show up here).
 */
export async function hydrationErrors(page: ReactElement): Promise<unknown[]> {
  const html = renderToString(page);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  try {
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => root?.unmount());
  } finally {
    consoleError.mockRestore();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    container.remove();
  }
  return errors;
}
