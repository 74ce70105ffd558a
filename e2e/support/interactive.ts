import { expect, type Locator, type Page } from '@playwright/test';
import { SHELL_STATE_ATTR, openPage } from './site';

/**
 * Helpers for tests that interact with the shell's own parts (header, Home, Contact) and the
 * print pages. Kept apart from site.ts, which the platform tests own.
 */

/**
 * Opens a page and waits until it can be used: every remote island settled (openPage), and the
 * shell's own React roots (the header and, on Home / Contact / 404, the page) hydrated, which the
 * shell signals with `data-shell-state="hydrated"` on each root. (The footer has nothing
 * interactive and stays the server's HTML.) A click before hydration would be lost.
 */
export async function openInteractive(page: Page, path: string) {
  const response = await openPage(page, path);
  await page.waitForFunction(
    (attr) =>
      ['shell-header', 'shell-page'].every((id) => {
        const el = document.getElementById(id);
        if (!el || (id === 'shell-page' && !el.dataset.shellPage)) return id === 'shell-page';
        return el.getAttribute(attr) === 'hydrated';
      }),
    SHELL_STATE_ATTR,
  );
  // The header swaps its no-JavaScript fallbacks for the scripted menu once hydrated.
  await expect(page.getByRole('banner')).toHaveAttribute('data-js', 'on');
  return response;
}

/** Marks the current document so a later check can tell whether a full page load happened. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

/** True when the document marked by markDocument is still the one shown (no full page load). */
export async function documentIsMarked(page: Page) {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/** The `href` of a link, as written. */
export async function hrefOf(link: Locator) {
  const href = await link.getAttribute('href');
  expect(href, 'link has an href').not.toBeNull();
  return href as string;
}

/**
 * Checks that a link opens the business's WhatsApp chat in a new tab without a handle on this
 * page, and returns the decoded message (empty when the link carries none).
 */
export async function expectChatLink(link: Locator): Promise<string> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  const href = await hrefOf(link);
  const url = new URL(href);
  expect(url.origin + url.pathname).toBe('https://wa.me/18095550100');
  // Spaces must be %20, never '+', so the chat shows the text as written.
  expect(href).not.toContain('+');
  return url.searchParams.get('text') ?? '';
}

/** The element a same-page link (`#id`) points to. */
export async function anchorTarget(page: Page, link: Locator) {
  const href = await hrefOf(link);
  expect(href).toMatch(/^#[\w-]+$/);
  return page.locator(href);
}

/**
 * Checks that each text SPEC.md names stands once on the whole page: a page-wide lookup by it (substring,
 * any case, as `getByText` reads) finds one element, so nothing else on the page echoes it.
 */
export async function expectSaidOnce(page: Page, texts: readonly string[]) {
  for (const text of texts) await expect(page.getByText(text), `'${text}' once on the page`).toHaveCount(1);
}
