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
  it('cannot close the script element', () => {
    expect(remotesIncludeHtml({ x: 'http://a/</script><script>' }, 'none')).not.toContain('</script><script>');
  });
});
