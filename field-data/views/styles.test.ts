/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { pageCsp } from './styles';
import { renderOpsPage } from './opsPage';
import { renderIntentsPage } from './intentsPage';

/** The CSP as { directive: sources[] }. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(/;\s*/).map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const pages = {
  '/ops': renderOpsPage({ generatedAt: Date.UTC(2024, 4, 1), windowHours: 24, apps: [], rollbacks: [] }),
  '/ops/intenciones': renderIntentsPage({
    rows: [],
    since: Date.UTC(2024, 4, 1),
    until: Date.UTC(2024, 4, 29),
    generatedAt: Date.UTC(2024, 4, 28),
  }),
};

describe('pageCsp', () => {
  const csp = directives(pageCsp());

  it('allows nothing by default, no script, forms to the site only, and no framing', () => {
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
    expect(csp['img-src']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it.each(Object.entries(pages))('allows exactly the one <style> of %s, by its sha256', (_path, html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const styles = doc.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0].textContent ?? '', 'utf8')
      .digest('base64');
    expect(csp['style-src']).toEqual([`'sha256-${hash}'`]);
  });

  it.each(Object.entries(pages))(
    '%s needs nothing else the policy would block: no script, no style attribute, no link',
    (_path, html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.querySelectorAll('script, [style], link, iframe, img')).toHaveLength(0);
      expect(html).not.toMatch(/\son[a-z]+=/i);
    },
  );
});
