import { test as base, expect, type ConsoleMessage, type Locator } from '@playwright/test';

/**
 * Pieces the remotes' helpers (products.ts, uniforms.ts, order.ts) share. Kept apart from
 * site.ts, which the platform tests own.
 */

/**
 * Playwright's `test`, plus a check after every test that the page logged no console error and
 * threw nothing (a hydration mismatch, a failed chunk, a React error in production). The shell's
 * favicon is let through: the browser asks for it on its own and it briefly 404s while the shell
 * is rebuilt beside a run; it is no concern of a remote.
 */
export const test = base.extend<{ noPageErrors: void }>({
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg: ConsoleMessage) => {
        if (msg.type() !== 'error') return;
        const where = msg.location().url;
        if (
          /^Failed to load resource/.test(msg.text()) &&
          new URL(where || 'about:blank', 'http://x').pathname === '/favicon.svg'
        )
          return;
        errors.push(where ? `${msg.text()} (${where})` : msg.text());
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await use();
      expect(errors, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Clicks a button shown disabled with aria-disabled (which a visitor can still click, and which
 * must answer with its alert). Playwright waits for such a button to become enabled, so the click
 * is forced; forcing also skips the wait for a stable position, so that wait is done here: the
 * page may still be moving after the last action (a status line or panel settling).
 */
export async function clickSoftDisabled(button: Locator) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await button.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      },
      { intervals: [50], message: 'the button stands still' },
    )
    .toBe(true);
  await button.click({ force: true });
}
