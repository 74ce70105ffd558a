/** @jest-environment node */
import { pageScripts, linkHeader } from './earlyHints';

/** The Link header of a template under `remotes`, as both servers compute it. */
const earlyHints = (template: string, remotes: Record<string, string>, enabled?: boolean) =>
  linkHeader(pageScripts(template), remotes, enabled);

const template = [
  '<!doctype html><html lang="es"><head>',
  '<script id="shell-scripts" type="application/json">{"main":"/main.js","preload":["/federation.88debe2fa9.js"]}</script>',
  '<!--# include virtual="/_mf/remotes/prints.html" --></head><body>',
  '<!--# include virtual="/_fragments/prints/DtfPage.html" stub="fallback" --></body></html>',
].join('');
const remotes = { prints: 'https://prints.example', products: 'https://products.example/base' };

describe('earlyHints', () => {
  it("asks for the shell's script and the page remote's entry, low priority, the entry crossorigin", () => {
    expect(earlyHints(template, remotes)).toBe(
      '</main.js>; rel=preload; as=script; fetchpriority=low, ' +
        '<https://prints.example/remoteEntry.js>; rel=preload; as=script; crossorigin; fetchpriority=low',
    );
  });

  it('follows the remotes config: another address, another hint; a page without a remote has the script only', () => {
    expect(earlyHints(template, { prints: 'https://moved.example' })).toContain(
      '<https://moved.example/remoteEntry.js>',
    );
    expect(earlyHints(template.replace(/<!--# include virtual="\/_mf[^>]*-->/, ''), remotes)).toBe(
      '</main.js>; rel=preload; as=script; fetchpriority=low',
    );
    expect(earlyHints(template, {})).toBe('</main.js>; rel=preload; as=script; fetchpriority=low');
  });

  it('sends nothing when turned off, nor a URL that would break the header', () => {
    expect(earlyHints(template, remotes, false)).toBeNull();
    expect(earlyHints('<p>nada</p>', remotes)).toBeNull();
    expect(earlyHints(template.replace('"/main.js"', '"//evil.example/x.js"'), {})).toBeNull();
    expect(earlyHints(template.replace('{"main"', '{main'), {})).toBeNull();
    expect(earlyHints(template, { prints: 'https://x.example/a>b' })).toBe(
      '</main.js>; rel=preload; as=script; fetchpriority=low',
    );
  });
});
