import { escapeHtml, safeImageUrl, jsonForScript } from './html';

describe('escapeHtml', () => {
  it('escapes tags, quotes and ampersands', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&\``)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;&#96;',
    );
  });
  it('keeps non-Latin text and handles null', () => {
    expect(escapeHtml('Peña 日本 🏀')).toBe('Peña 日本 🏀');
    expect(escapeHtml(null)).toBe('');
  });
});

describe('safeImageUrl', () => {
  it.each([
    ['https://example.com/a.png', 'https://example.com/a.png'],
    ['http://example.com/a b.png', 'http://example.com/a%20b.png'],
    ['/art/basquetbol/1.svg', '/art/basquetbol/1.svg'],
  ])('accepts %s', (raw, out) => expect(safeImageUrl(raw)).toBe(out));

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x.png',
    '/\\evil.example',
    'vbscript:x',
    'not a url',
    '',
    null,
  ])('rejects %p', (raw) => expect(safeImageUrl(raw as string)).toBeNull());
});

describe('jsonForScript', () => {
  it('cannot close the script element', () => {
    expect(jsonForScript({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(jsonForScript({ a: '</script>&' }))).toEqual({ a: '</script>&' });
  });
});
