import { colorSizeHint } from './hints';

describe('colorSizeHint', () => {
  it('says what is still missing', () => {
    expect(colorSizeHint({ color: null, size: null })).toBe('Elige un color y una talla para cotizar.');
    expect(colorSizeHint({ color: null, size: 'M' })).toBe('Elige un color para cotizar.');
    expect(colorSizeHint({ color: 'Rojo', size: null })).toBe('Elige una talla para cotizar.');
    expect(colorSizeHint({ color: 'Rojo', size: 'M' })).toBe('');
  });
});
