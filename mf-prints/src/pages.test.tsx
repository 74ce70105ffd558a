/**
 * Checks every exposed page of the remote the same way: the federation config points at real
 * page modules, each page renders identically on a server and in the browser (prerendered
 * fragment + hydration), and the page-wide rules of docs/REMOTE_CONTRACT.md hold.
 */
import fs from 'fs';
import path from 'path';
import type { ComponentType } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { hydrate } from '@estampa/test/hydration';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';

type RemoteConfig = { name: string; cssKey: string; port: number; dir: string; exposes: Record<string, string> };
const config = jest.requireActual<RemoteConfig>('../federation.config');

/** Each page's service slug: what its quote links count for in field data (its items: `<slug>-…`). */
const SLUGS: Record<string, string> = {
  DtfPage: 'dtf',
  SublimacionPage: 'sublimacion',
  SerigrafiaPage: 'serigrafia',
  LonaPage: 'lona',
  VinylPage: 'vinyl',
  OneVisionPage: 'one-vision',
  CoroplastPage: 'coroplast',
};

const EXPOSES = [
  'DtfPage',
  'SublimacionPage',
  'SerigrafiaPage',
  'LonaPage',
  'VinylPage',
  'OneVisionPage',
  'CoroplastPage',
];

/** The page module, loaded from the file the federation config names (as its expose wrapper does). */
function loadPage(expose: string): ComponentType {
  return jest.requireActual<{ default: ComponentType }>(path.join(config.dir, config.exposes[expose])).default;
}

describe('federation.config.js', () => {
  it('names the prints remote with its css key and port', () => {
    expect(config).toMatchObject({ name: 'prints', cssKey: 'prn', port: 3001 });
    expect(path.resolve(config.dir)).toBe(path.resolve(__dirname, '..'));
  });

  it('exposes exactly the seven print pages, each a file with a default-exported component', () => {
    expect(Object.keys(config.exposes).sort()).toEqual([...EXPOSES].sort());
    for (const expose of EXPOSES) {
      const file = path.join(config.dir, config.exposes[expose]);
      expect(fs.existsSync(file)).toBe(true);
      expect(path.basename(file)).toBe(`${expose}.tsx`);
      expect(typeof loadPage(expose)).toBe('function');
    }
  });
});

describe.each(EXPOSES)('%s', (expose) => {
  const Page = loadPage(expose);

  it('hydrates the server-rendered HTML without a mismatch', async () => {
    const { container, html, errors, unmount } = await hydrate(<Page />);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    await unmount();
  });

  describe('page rules', () => {
    beforeEach(() => render(<Page />));
    afterEach(cleanup);

    it('has exactly one h1, inside the hero, and every other section is named by an h2', () => {
      const h1s = screen.getAllByRole('heading', { level: 1 });
      expect(h1s).toHaveLength(1);
      const sections = Array.from(document.querySelectorAll('section'));
      expect(sections[0]).toContainElement(h1s[0]);
      for (const s of sections.slice(1)) {
        const heading = within(s).getAllByRole('heading', { level: 2 })[0];
        expect(s).toHaveAccessibleName(heading.textContent ?? '');
      }
    });

    it('has unique ids and every in-page link targets one of them', () => {
      const ids = Array.from(document.querySelectorAll('[id]')).map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      const anchors = Array.from(document.querySelectorAll('a[href^="#"]'));
      for (const a of anchors) {
        expect(ids).toContain(a.getAttribute('href')!.slice(1));
      }
    });

    it('links only to the chat, the contact page or its own sections, and fetches no outside image', () => {
      const anchors = Array.from(document.querySelectorAll('a[href]'));
      expect(anchors.length).toBeGreaterThan(0);
      for (const a of anchors) {
        expect(a.getAttribute('href')).toMatch(/^(https:\/\/wa\.me\/18095550100(\?text=.+)?|\/contacto|#[\w-]+)$/);
      }
      expect(document.querySelectorAll('img[src^="http"], [style*="url("]')).toHaveLength(0);
    });

    it("counts every chat link as a 'whatsapp' intent for the page's service or one of its items (field data)", () => {
      const chats = Array.from(document.querySelectorAll('a[href^="https://wa.me/"]'));
      expect(chats.length).toBeGreaterThan(0);
      for (const chat of chats) {
        const intent = clickIntent(chat.querySelector('svg') ?? chat);
        expect(intent).toMatchObject({
          kind: 'whatsapp',
          item: expect.stringMatching(new RegExp(`^${SLUGS[expose]}(-[\\w-]+)?$`)),
        });
      }
    });

    it('gives every image a Spanish name and a size', () => {
      for (const img of screen.queryAllByRole('img')) {
        expect(img).toHaveAccessibleName(/^(Ilustración|Corte transversal) de /);
        expect(img).toHaveAttribute('width');
        expect(img).toHaveAttribute('height');
      }
    });
  });
});

describe('server-safe source', () => {
  /** Page code must not touch browser globals (render or module top level); tests may. */
  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return sources(p);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'testing.ts' ? [p] : [];
    });
  }

  it('uses no window, document or localStorage outside tests', () => {
    const offenders = sources(__dirname).filter((file) =>
      /\b(window|document|localStorage|sessionStorage)\b/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
