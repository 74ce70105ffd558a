// The one hydration helper of the repository's tests: every app checks its prerendered HTML the
// same way (server render, then hydration of that HTML as the browser does it).
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export type Hydrated = {
  /** The element the HTML was hydrated in (attached to document.body until unmount). */
  container: HTMLDivElement;
  /** The server HTML that was hydrated. */
  html: string;
  /** Every recoverable error and console error reported while hydrating (a mismatch shows up here). */
  errors: unknown[];
  /** Unmounts the tree and removes the container. */
  unmount: () => Promise<void>;
};

type ActScope = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Renders `page` to HTML as the prerender does (or takes `html`, e.g. rendered under another URL),
 * then hydrates that HTML with `page` as the browser does. The tree stays mounted for the test to
 * look at; call unmount() when done (or use hydrationErrors()).
 */
export async function hydrate(
  page: ReactElement,
  { html = renderToString(page) }: { html?: string } = {},
): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const scope = globalThis as ActScope;
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
  } finally {
    consoleError.mockRestore();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  const unmount = async () => {
    const previous = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    try {
      await act(async () => root?.unmount());
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = previous;
      container.remove();
    }
  };
  return { container, html, errors, unmount };
}

/** Server-renders and hydrates `page`, unmounts it, and returns what hydration reported ([] when clean). */
export async function hydrationErrors(page: ReactElement): Promise<unknown[]> {
  const hydrated = await hydrate(page);
  await hydrated.unmount();
  return hydrated.errors;
}
