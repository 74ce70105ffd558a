/** @jest-environment node */
import { remotesIncludeHtml } from './remoteIncludes';

describe('remotesIncludeHtml', () => {
  const remotes = { prints: 'http://127.0.0.1:3001', order: 'https://order.example/v2' };
  it('writes every entry URL as inline JSON and preloads the page remote only', () => {
    const html = remotesIncludeHtml(remotes, 'prints');
    expect(html).toContain(
      '{"prints":"http://127.0.0.1:3001/remoteEntry.js","order":"https://order.example/v2/remoteEntry.js"}',
    );
    expect(html).toContain(
      '<link rel="preload" as="script" fetchpriority="low" crossorigin href="http://127.0.0.1:3001/remoteEntry.js">',
    );
    expect(remotesIncludeHtml(remotes, 'none')).not.toContain('preload');
  });
  it("lists the page module's chunks at that remote's address (a preview's included), for the page to preload after its paint", () => {
    const html = remotesIncludeHtml({ ...remotes, prints: 'https://p.example/_releases/r2' }, 'prints', [
      '482.abc.js',
      '__federation_expose_DtfPage.def.js',
    ]);
    expect(JSON.parse(/<script id="mf-chunks" type="application\/json">([^<]*)<\/script>/.exec(html)![1])).toEqual([
      'https://p.example/_releases/r2/482.abc.js',
      'https://p.example/_releases/r2/__federation_expose_DtfPage.def.js',
    ]);
    // In the HTML only the entry is preloaded: the chunks would count towards the first paint's cost.
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="script" fetchpriority="low" crossorigin href="https://p.example/_releases/r2/remoteEntry.js">',
    ]);
    expect(remotesIncludeHtml(remotes, 'none', ['482.abc.js'])).not.toMatch(/preload|mf-chunks/);
    expect(remotesIncludeHtml(remotes, 'prints')).not.toContain('mf-chunks');
  });
  it('cannot close the script element', () => {
    expect(remotesIncludeHtml({ x: 'http://a/</script><script>' }, 'none')).not.toContain('</script><script>');
  });
});
