import { numbersAfter, ruleBullet } from './productRules';

describe('reading docs/product-rules.md', () => {
  it('joins a bullet wrapped over several lines', () => {
    const mugs = ruleBullet('Mugs');
    expect(mugs.startsWith('- **Mugs**')).toBe(true);
    expect(mugs).toMatch(/features\. Prices/); // the line break between them became a space
  });

  it('lists the numbers of one sentence, without those in parentheses', () => {
    expect(
      numbersAfter('Sizes S–XL. Prices 900 (sports uniform, 2 pieces), 2200. Child sizes 2T–16.', 'Prices'),
    ).toEqual([900, 2200]);
  });

  it('names the file and the bullet or words it cannot find', () => {
    expect(() => ruleBullet('Spaceships')).toThrow(/product-rules\.md#catalogue has no bullet "- \*\*Spaceships\*\*"/);
    expect(() => numbersAfter('Prices 1, 2.', 'Costs')).toThrow(/"Costs" is not in the rule/);
  });
});
