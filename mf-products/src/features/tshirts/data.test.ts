import { hasSwatch } from '../../common/swatches';
import { SAMPLE_TSHIRTS, TSHIRT_FEATURES, TSHIRT_TECHNIQUES } from './data';

describe('T-shirts content', () => {
  // Their 'Desde' prices: catalogue.rules.test.ts, against docs/product-rules.md#catalogue.
  it('has twelve distinct sample T-shirts, each with a description and a tint', () => {
    expect(new Set(SAMPLE_TSHIRTS.map((t) => t.id)).size).toBe(12);
    expect(new Set(SAMPLE_TSHIRTS.map((t) => t.name)).size).toBe(12);
    for (const t of SAMPLE_TSHIRTS) {
      expect(t.description).not.toBe('');
      expect(hasSwatch(t.color)).toBe(true);
    }
  });

  it('six features, sizes XS to 5XL among them', () => {
    expect(TSHIRT_FEATURES).toHaveLength(6);
    expect(TSHIRT_FEATURES.map((f) => f.title)).toContain('Tallas XS a 5XL');
  });

  it('four techniques: sublimation, DTF, screen printing, embroidery', () => {
    expect(TSHIRT_TECHNIQUES.map((t) => t.title)).toEqual(['Sublimación', 'DTF', 'Serigrafía', 'Bordado']);
  });
});
