import { FALLBACK_SWATCH, hasSwatch, swatchFor } from './swatches';

describe('swatches', () => {
  it('gives each known colour name its own tint', () => {
    expect(swatchFor('Blanco')).toBe('#ffffff');
    expect(swatchFor('Azul Marino')).toBe('#1e3a5f');
    expect(hasSwatch('Rojo')).toBe(true);
  });

  it('falls back to neutral grey for unknown or missing names', () => {
    expect(swatchFor('Fucsia Neón')).toBe(FALLBACK_SWATCH);
    expect(swatchFor(null)).toBe(FALLBACK_SWATCH);
    expect(hasSwatch('toString')).toBe(false);
  });
});
