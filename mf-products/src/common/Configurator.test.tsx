import { render, screen } from '@testing-library/react';
import { ConfiguratorPanel, revealPanel, stickyPanelQuery } from './Configurator';

const HEIGHT = '66rem';

/** A browser whose media queries answer from `screen` (width and height in px; rem = 16 px). */
function screenOf(width: number, height: number) {
  const px = (expr: string) =>
    expr
      .replace(/calc\((.*)\)$/, '$1')
      .split('+')
      .map((term) => term.trim())
      .reduce((sum, term) => {
        const [, times, value, unit] = /^(?:(\d+) \* )?([\d.]+)(rem|px)$/.exec(term) ?? [];
        if (!value) throw new Error(`a media query term this double does not read: ${term}`);
        return sum + Number(times ?? 1) * Number(value) * (unit === 'rem' ? 16 : 1);
      }, 0);
  const matches = (query: string) =>
    query.split(' and ').every((part) => {
      const m = /^\((min-width|min-height): (.*)\)$/.exec(part.trim());
      if (!m) return false; // prefers-reduced-motion and the like: not set
      return (m[1] === 'min-width' ? width : height) >= px(m[2]);
    });
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: matches(query) }) as MediaQueryList);
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

/** The panel, its title's top at `top` px from the top of the screen. */
function panelAt(top: number) {
  render(
    <ConfiguratorPanel title="Personaliza tu Taza" titleId="t" desktopHeight={HEIGHT}>
      <p>Contenido</p>
    </ConfiguratorPanel>,
  );
  const panel = screen.getByRole('group', { name: 'Personaliza tu Taza' });
  panel.getBoundingClientRect = () => ({ top }) as DOMRect;
  return panel;
}

beforeEach(() => jest.mocked(Element.prototype.scrollIntoView).mockClear());
afterEach(() => jest.restoreAllMocks());

describe('stickyPanelQuery', () => {
  it('asks for a desktop whose screen holds the whole panel under the header, with a margin', () => {
    expect(stickyPanelQuery('84rem')).toBe('(min-width: 1024px) and (min-height: calc(84rem + 64px + 2 * 1rem))');
  });
});

describe('revealPanel after a choice', () => {
  const title = () => screen.getByRole('heading', { name: 'Personaliza tu Taza' });

  it('on a phone, scrolls the panel into view at once and moves focus to its title', () => {
    const panel = panelAt(2400);
    screenOf(390, 844);
    revealPanel(panel, HEIGHT);
    expect(panel.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
    expect(title()).toHaveFocus();
  });

  it('on a desktop that holds the whole panel, leaves the page where it is: the panel stays in view', () => {
    const panel = panelAt(-900); // scrolled far down: the sticky panel is still on screen
    screenOf(1920, 66 * 16 + 64 + 32);
    revealPanel(panel, HEIGHT);
    expect(panel.scrollIntoView).not.toHaveBeenCalled();
    expect(title()).not.toHaveFocus();
  });

  it('on a shorter desktop, brings the panel back when its title has scrolled out of sight', () => {
    const panel = panelAt(-600);
    screenOf(1280, 800);
    revealPanel(panel, HEIGHT);
    expect(panel.scrollIntoView).toHaveBeenCalled();
    expect(title()).toHaveFocus();
  });

  it('on a shorter desktop, does not move the page when the panel title is already in view', () => {
    const panel = panelAt(200);
    screenOf(1366, 768);
    revealPanel(panel, HEIGHT);
    expect(panel.scrollIntoView).not.toHaveBeenCalled();
    expect(title()).not.toHaveFocus();
  });
});
