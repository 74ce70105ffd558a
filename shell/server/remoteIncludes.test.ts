/** @jest-environment node */
const { remotesIncludeHtml } = require('./remoteIncludes');

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
  it("preloads the page module's chunks after its remote's entry, at that remote's address (a preview's included)", () => {
    const html = remotesIncludeHtml({ ...remotes, prints: 'https://p.example/_releases/r2' }, 'prints', [
      '482.abc.js',
      '__federation_expose_DtfPage.def.js',
    ]);
    const hrefs = [
      ...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" crossorigin href="([^"]+)">/g),
    ];
    expect(hrefs.map((m) => m[1])).toEqual([
      'https://p.example/_releases/r2/remoteEntry.js',
      'https://p.example/_releases/r2/482.abc.js',
      'https://p.example/_releases/r2/__federation_expose_DtfPage.def.js',
    ]);
    expect(remotesIncludeHtml(remotes, 'none', ['482.abc.js'])).not.toContain('preload');
  });
  it('cannot close the script element', () => {
    expect(remotesIncludeHtml({ x: 'http://a/</script><script>' }, 'none')).not.toContain('</script><script>');
  });
});
