import { test, expect } from '@playwright/test';
import { COMPACT_FALLBACK_TEXT } from '../../../shared/src/islands/fallbackText';
import { REMOTES_SCRIPT_ID } from '../../../shared/src/islands/markers';
import { OVERRIDE_KEY_PREFIX } from '../../../shell/src/federation/plugins/entryOverridePlugin';
import {
  openPage,
  waitForIslands,
  waitForIslandState,
  islandState,
  remoteOrigin,
  anyRemoteOrigin,
} from '../../support/site';
import { ROUTES } from '../../support/routes';
import { CROSS_REMOTE, SMOKE } from '../../support/tags';

test.describe('platform: resilience', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  test('a page whose remote cannot load keeps header, footer and readable content, with the Spanish notice', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route(`${remoteOrigin('prints')}/**`, (route) => route.abort());
    await openPage(page, '/impresiones/dtf');
    expect(await islandState(page)).toBe('failed');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The last good (server-composed) page stays readable under the notice.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const notice = page.getByRole('status').filter({ hasText: COMPACT_FALLBACK_TEXT });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Reintentar' })).toHaveAttribute('href', '/impresiones/dtf');
    await expect(notice.getByRole('button', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/18095550100/,
    );
    // The failure is logged.
    expect(errors.some((e) => e.includes('prints/DtfPage'))).toBe(true);
    // Retry reloads the page and, with the remote back, it comes to life.
    await page.unroute(`${remoteOrigin('prints')}/**`);
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await waitForIslandState(page, 'hydrated');
  });

  test('header and footer work on every page even when no remote answers', async ({ page }) => {
    await page.route(anyRemoteOrigin(), (route) => route.abort());
    for (const route of ROUTES.filter((r) => r.render.kind === 'remote').slice(0, 3)) {
      await openPage(page, route.path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    }
  });

  // QA's own override (docs/REMOTE_CONTRACT.md, "Pointing one remote at another address").
  test("a tester's entry override points one remote elsewhere in their browser; a failed one is named", async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(`${m.type()}: ${m.text()}`));
    await openPage(page, '/impresiones/dtf');
    const deployed = await page.evaluate(
      (id) => JSON.parse(document.getElementById(id)!.textContent!).prints as string,
      REMOTES_SCRIPT_ID,
    );
    const override = async (entry: string) => {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`${OVERRIDE_KEY_PREFIX}prints`, entry]);
      const entryRequested = page.waitForRequest((r) => r.url() === entry).catch(() => null);
      await page.reload();
      await waitForIslands(page);
      return entryRequested;
    };

    // Another address on the remote's origin: loaded instead of the page's, and the island works.
    const elsewhere = new URL(deployed, page.url());
    elsewhere.searchParams.set('qa', 'override');
    expect(await override(elsewhere.href)).not.toBeNull();
    expect(logged).toContain(`info: [shell] prints: entry overridden for this browser → ${elsewhere.href}`);
    expect(['hydrated', 'rendered']).toContain(await islandState(page));

    // An origin the site does not allow: the notice, and the console says what this browser changed.
    await override('https://elsewhere.invalid/remoteEntry.js');
    expect(await islandState(page)).toBe('failed');
    await expect(page.getByRole('status').filter({ hasText: COMPACT_FALLBACK_TEXT })).toBeVisible();
    await expect
      .poll(() => logged.find((line) => line.startsWith('warning: [shell] prints: this browser overrides')))
      .toContain("with https://elsewhere.invalid/remoteEntry.js (localStorage 'estampa:remote-entry:prints')");
    await page.evaluate((key) => localStorage.removeItem(key), `${OVERRIDE_KEY_PREFIX}prints`);
  });
});
