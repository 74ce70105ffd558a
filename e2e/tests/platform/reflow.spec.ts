import { test, expect, type Page, type Locator } from '@playwright/test';
import { ROUTES } from '../../support/routes';
import { openPage } from '../../support/site';
import { cardActions, cardById, lightbox } from '../../support/uniforms';
import { openOrder, model } from '../../support/order';
import { basketballModels } from '../../../mf-uniforms/src/features/basketball/data';
import { CROSS_REMOTE, SAME_COMMIT, SMOKE } from '../../support/tags';
import { requireSameCommit } from '../../support/environment';

// WCAG 2.2 reflow (1.4.10) and text spacing (1.4.12) on every route, dialogs included: at 320 CSS
// px nothing scrolls sideways, and with the text-spacing stylesheet injected no text is cut off.

const NARROW = { width: 320, height: 640 };

/** WCAG 1.4.12's values, as the usual bookmarklet injects them. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** What sticks out sideways: the page's overflow and the elements past its right edge. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const past = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ')[0]} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: width, past };
  });
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const o = await sidewaysOverflow(page);
  expect(o.scrollWidth, `${where} scrolls sideways at ${o.clientWidth} px: ${o.past.join(', ')}`).toBeLessThanOrEqual(
    o.clientWidth,
  );
}

/**
 * What a visitor cannot reach or read at this width although nothing scrolls: a fixed bar's part
 * past the screen's edge (a fixed element never scrolls into view), and a button whose label is
 * wider than the button (it spills over its border).
 */
async function beyondReach(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent || '').trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}`;
    const fixed = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().height > 0,
    );
    const outside = fixed
      .flatMap((bar) => [bar, ...Array.from(bar.querySelectorAll('*'))])
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && (r.right > width + 1 || r.left < -1);
      })
      .map(describe);
    const spilling = Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"]'))
      .filter((el) => el.getBoundingClientRect().width > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${describe(el)} label ${el.scrollWidth} in ${el.clientWidth}`);
    return [...outside, ...spilling].slice(0, 8);
  });
}

/** Text cut off by a box that hides its overflow (visually-hidden 1 px labels are meant to be). */
async function clippedText(page: Page, scope?: Locator) {
  const run = (root: Element) => {
    const out: string[] = [];
    for (const el of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))] as HTMLElement[]) {
      const s = getComputedStyle(el);
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      if (!hides(s.overflowX) && !hides(s.overflowY)) continue;
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue; // visually hidden on purpose
      if (!(el.innerText || '').trim()) continue; // no text to lose
      const cutY = hides(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const cutX = hides(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (cutX || cutY)
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${el.innerText.trim().slice(0, 40)}" ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        );
    }
    return out;
  };
  return (scope ?? page.locator('body')).evaluate(run);
}

async function withTextSpacing(page: Page) {
  await page.addStyleTag({ content: TEXT_SPACING });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test.describe('platform: reflow', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  test.use({ viewport: NARROW });

  const ORDER_WITH_MODEL =
    '/uniformes/basquetbol/pedido?modelo=7&nombre=Modelo%20Trueno&colores=Rojo%20y%20Negro&imagen=%2Fremotes%2Funiforms%2Fart%2Fbasquetbol%2F7.svg';
  const PAGES = [...ROUTES.map((r) => r.path as string), ORDER_WITH_MODEL];

  test.describe('every route at 320 CSS px', () => {
    for (const path of PAGES) {
      const name = path.includes('?') ? `${path.split('?')[0]} (with a model)` : path;
      test(`${name}: no sideways scroll, every fixed bar and button label within reach; with WCAG text spacing, no sideways scroll either and no text cut off`, async ({
        page,
      }) => {
        await openPage(page, path);
        await expectNoSidewaysScroll(page, path);
        expect(await beyondReach(page), `${path}: past the screen's edge or spilling out of a button`).toEqual([]);
        await withTextSpacing(page);
        await expectNoSidewaysScroll(page, `${path} with text spacing`);
        expect(await clippedText(page), `${path}: text cut off with text spacing`).toEqual([]);
      });
    }
  });

  test.describe('dialogs at 320 CSS px', () => {
    async function checkDialog(page: Page, dialog: Locator, what: string) {
      await expect(dialog).toBeVisible();
      await expectNoSidewaysScroll(page, what);
      const inner = await dialog.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        right: el.getBoundingClientRect().right,
        viewport: document.documentElement.clientWidth,
      }));
      expect(inner.scrollWidth, `${what}: its content scrolls sideways`).toBeLessThanOrEqual(inner.clientWidth + 1);
      expect(inner.right, `${what}: wider than the screen`).toBeLessThanOrEqual(inner.viewport + 1);
      await withTextSpacing(page);
      await expectNoSidewaysScroll(page, `${what} with text spacing`);
      expect(await clippedText(page, dialog), `${what}: text cut off with text spacing`).toEqual([]);
    }

    test('the basketball lightbox', { tag: SAME_COMMIT }, async ({ page }) => {
      requireSameCommit('uniforms');
      await openPage(page, '/uniformes/basquetbol');
      const m = basketballModels[0];
      const card = cardById(page, basketballModels.length, m.id);
      await card.scrollIntoViewIfNeeded();
      await card.hover({ position: { x: 10, y: 10 } });
      await cardActions(card).view.click();
      await checkDialog(page, lightbox(page, m.name).dialog, 'lightbox');
    });

    test('the football 3D viewer', async ({ page }) => {
      await openPage(page, '/uniformes/futbol');
      await page
        .getByRole('region', { name: 'UNIFORMES DE FÚTBOL', exact: true })
        .getByRole('button', { name: 'Ver en 3D', exact: true })
        .click();
      await checkDialog(page, page.getByRole('dialog'), '3D viewer');
    });

    test("the order page's paste dialog", async ({ page }) => {
      const o = await openOrder(page, model('e2e-reflow'));
      await o.pasteButton.click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Pegar lista de jugadores' }), 'paste dialog');
    });
  });
});
