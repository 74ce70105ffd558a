import { characterCount, clampText } from './text';

describe('clampText', () => {
  it('keeps text within the limit unchanged', () => {
    expect(clampText('Feliz día', 100)).toBe('Feliz día');
    expect(clampText('', 80)).toBe('');
    expect(clampText('x'.repeat(80), 80)).toHaveLength(80);
  });

  it('cuts longer text to the limit', () => {
    expect(clampText('x'.repeat(120), 100)).toBe('x'.repeat(100));
    expect(clampText('abcdef', 3)).toBe('abc');
  });

  it('never leaves half of an emoji, so the text can still be URL-encoded', () => {
    const text = `${'a'.repeat(49)}😀`; // the emoji takes units 50 and 51
    const cut = clampText(text, 50);
    expect(cut).toBe('a'.repeat(49));
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });
});

describe('characterCount', () => {
  it("reads 'n/max caracteres'", () => {
    expect(characterCount('', 100)).toBe('0/100 caracteres');
    expect(characterCount('Hola', 80)).toBe('4/80 caracteres');
    expect(characterCount('x'.repeat(50), 50)).toBe('50/50 caracteres');
  });
});
