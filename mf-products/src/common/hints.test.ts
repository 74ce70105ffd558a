import { quoteHint } from './hints';

describe('quoteHint', () => {
  it('says what is still missing of a colour and a size', () => {
    expect(quoteHint({ color: null, size: null })).toBe('Elige un color y una talla para cotizar.');
    expect(quoteHint({ color: null, size: 'M' })).toBe('Elige un color para cotizar.');
    expect(quoteHint({ color: 'Rojo', size: null })).toBe('Elige una talla para cotizar.');
    expect(quoteHint({ color: 'Rojo', size: 'M' })).toBe('');
  });

  it('asks only for a colour where the product has no sizes (mugs, bottles)', () => {
    expect(quoteHint({ color: null })).toBe('Elige un color para cotizar.');
    expect(quoteHint({ color: 'Rojo' })).toBe('');
  });
});
