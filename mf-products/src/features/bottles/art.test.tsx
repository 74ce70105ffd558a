import { BottleShape, type BottleLook } from '../../common/art/bottleShapes';
import { swatchFor } from '../../common/swatches';
import { expectDrawnAsTheySay, partsOf } from '../../common/testing/art';
import { BOTTLES, type Bottle } from './data';

describe('bottle drawings show what each name, description and features say', () => {
  const text = (b: Bottle) => `${b.name}. ${b.description} ${b.material}. ${b.features.join('. ')}`;
  const rules: [(b: Bottle) => boolean, BottleLook][] = [
    [(b) => /bamb[úu]/i.test(text(b)), { lid: 'bamboo' }],
    [(b) => /pajita/i.test(text(b)), { lid: 'straw' }],
    [(b) => /boquilla/i.test(text(b)), { lid: 'sport' }],
    [(b) => /Asa de transporte/i.test(text(b)), { handle: 'carry' }],
    [(b) => /Asa ergonómica|con asa/i.test(text(b)), { handle: 'side' }],
    [(b) => /Tumbler|vaso/i.test(text(b)), { body: 'tumbler' }],
    [(b) => b.capacityMl >= 1000, { body: 'xl' }],
    [(b) => b.capacityMl <= 350, { body: 'compact' }],
  ];

  it.each(rules)('%s: drawn %o, and no other', (says, look) => {
    const [[option, value]] = Object.entries(look) as [keyof BottleLook, unknown][];
    expectDrawnAsTheySay(BOTTLES, says, (b) => b.art?.[option] === value);
  });

  it('the tumbler is drawn with its straw and handle; no other bottle has a straw', () => {
    for (const bottle of BOTTLES) {
      const parts = partsOf(<BottleShape color={swatchFor(bottle.colors[0])} {...bottle.art} />);
      expect(parts.includes('straw')).toBe(bottle.name === 'Termo Tumbler con Pajita');
      if (bottle.name === 'Termo Tumbler con Pajita') expect(parts).toContain('handle');
    }
  });

  it('the bamboo lid is drawn as bamboo', () => {
    const bottle = BOTTLES.find((b) => b.name === 'Termo con Tapa de Bambú')!;
    expect(partsOf(<BottleShape color={swatchFor(bottle.colors[0])} {...bottle.art} />)).toEqual(['bamboo-lid']);
  });
});
