// Field data: every quote on a product page is a purchase intent counted for the page's slug or,
// for a product's own quote, for the product (docs/REMOTE_CONTRACT.md, purchase intents).
import type { ComponentType } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';
import CombosPage from './features/combos/CombosPage';
import PolosPage from './features/polos/PolosPage';
import TazasPage from './features/mugs/TazasPage';
import TermosPage from './features/bottles/TermosPage';
import TshirtsPage from './features/tshirts/TshirtsPage';
import UniformesEscolaresPage from './features/school-uniforms/UniformesEscolaresPage';

/** Each page, its slug, and what its products' ids look like. */
const pages: Record<string, [page: ComponentType, slug: string, items: RegExp]> = {
  TshirtsPage: [TshirtsPage, 'tshirts', /^tshirt-\d+$/],
  PolosPage: [PolosPage, 'polos', /^polo-\d+$/],
  CombosPage: [CombosPage, 'combos', /^combo-\d+$/],
  TazasPage: [TazasPage, 'tazas', /^mug-\d+$/],
  TermosPage: [TermosPage, 'termos', /^termo-\d+$/],
  UniformesEscolaresPage: [UniformesEscolaresPage, 'escolares', /^school-\d+$/],
};

afterEach(cleanup);

describe.each(Object.entries(pages))('%s', (_name, [Page, slug, items]) => {
  it("counts every chat link and quote button as a 'whatsapp' intent for the page or one of its products", () => {
    render(<Page />);
    const chats = Array.from(document.querySelectorAll('a[href^="https://wa.me/"]'));
    const buttons = screen.queryAllByRole('button', { name: /^Cotizar/ });
    expect(chats.length).toBeGreaterThan(0);
    for (const el of [...chats, ...buttons]) {
      const intent = clickIntent(el);
      expect(intent?.kind).toBe('whatsapp');
      expect(intent!.item === slug || items.test(intent!.item)).toBe(true);
    }
  });
});
