/** @jest-environment node */
import { REMOTE_SCRIPTS_ID } from '../../shared/src/islands/markers';
import { remotesIncludeHtml } from './remoteIncludes';

/** The page remote's scripts the include lists for the page to preload after its paint, or null. */
const remoteScripts = (html: string): unknown =>
  JSON.parse(
    new RegExp(`<script id="${REMOTE_SCRIPTS_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1] ?? 'null',
  );

describe('remotesIncludeHtml', () => {
  const remotes = { prints: 'http://127.0.0.1:3001', order: 'https://order.example/v2' };
  it('writes every entry URL as inline JSON and lists the page remote’s entry only, with no preload in the HTML', () => {
    const html = remotesIncludeHtml(remotes, 'prints');
    expect(html).toContain(
      '{"prints":"http://127.0.0.1:3001/remoteEntry.js","order":"https://order.example/v2/remoteEntry.js"}',
    );
    expect(remoteScripts(html)).toEqual(['http://127.0.0.1:3001/remoteEntry.js']);
    // A preload in the HTML would race the first paint (shared/src/islands/startScripts.js).
    expect(html).not.toMatch(/<link/);
    expect(remoteScripts(remotesIncludeHtml(remotes, 'none'))).toBeNull();
  });
  it("lists the entry, then the page module's chunks, at that remote's address (a preview's included)", () => {
    const html = remotesIncludeHtml({ ...remotes, prints: 'https://p.example/_releases/r2' }, 'prints', [
      '482.abc.js',
      '__federation_expose_DtfPage.def.js',
    ]);
    expect(remoteScripts(html)).toEqual([
      'https://p.example/_releases/r2/remoteEntry.js',
      'https://p.example/_releases/r2/482.abc.js',
      'https://p.example/_releases/r2/__federation_expose_DtfPage.def.js',
    ]);
    expect(remoteScripts(remotesIncludeHtml(remotes, 'none', ['482.abc.js']))).toBeNull();
  });
  it('cannot close the script element', () => {
    expect(remotesIncludeHtml({ x: 'http://a/</script><script>' }, 'none')).not.toContain('</script><script>');
    expect(remotesIncludeHtml({ x: 'http://a/</script><script>' }, 'x')).not.toContain('</script><script>');
  });
});
