import { drawingOf, markupOf, partsOf } from '../testing/art';
import { PoloShape } from './garmentShapes';
import { ShirtShape } from './shirtShapes';
import { OUTLINE } from './shapeParts';

const RED = '#dc2626';
const WHITE = '#ffffff';

describe('T-shirt drawings', () => {
  it('a V neck is drawn otherwise than the round one', () => {
    expect(markupOf(<ShirtShape color={RED} neck="v" />)).not.toBe(markupOf(<ShirtShape color={RED} />));
    expect(markupOf(<ShirtShape color={RED} neck="round" />)).toBe(markupOf(<ShirtShape color={RED} />));
  });

  it('each fit has its own cut (regular, oversize, fitted, kids), and long sleeves theirs', () => {
    const cuts = (['regular', 'oversize', 'fitted', 'kids'] as const).map((fit) =>
      markupOf(<ShirtShape color={RED} fit={fit} />),
    );
    cuts.push(markupOf(<ShirtShape color={RED} longSleeve />));
    expect(new Set(cuts).size).toBe(5);
  });

  it('raglan sleeves stand out from the body: white on a dark shirt, dark on a white one', () => {
    const sleevesOf = (color: string) =>
      drawingOf(<ShirtShape color={color} sleeves="contrast" />)
        .querySelector('[data-part="raglan-sleeves"] path')!
        .getAttribute('fill');
    expect(sleevesOf(RED)).toBe(WHITE);
    expect(sleevesOf(WHITE)).toBe(OUTLINE);
  });

  it('draws a pattern, texture, mesh or tag only when asked', () => {
    expect(partsOf(<ShirtShape color={RED} />)).toEqual([]);
    expect(partsOf(<ShirtShape color={RED} pattern="tie-dye" />)).toEqual(['tie-dye']);
    expect(partsOf(<ShirtShape color={RED} texture="heather" />)).toEqual(['heather']);
    expect(partsOf(<ShirtShape color={RED} panels="mesh" />)).toEqual(['mesh']);
    expect(partsOf(<ShirtShape color={RED} tag="organic" />)).toEqual(['organic-tag']);
  });

  it('a white shirt keeps its outline', () => {
    const body = drawingOf(<ShirtShape color={WHITE} />).querySelector('path')!;
    expect(body.getAttribute('fill')).toBe(WHITE);
    expect(body.getAttribute('stroke')).toBe(OUTLINE);
  });
});

describe('polo drawings', () => {
  it('an embroidered logo in place of the printed one', () => {
    expect(partsOf(<PoloShape color={WHITE} logo="embroidered" />)).toEqual(['embroidered']);
    expect(partsOf(<PoloShape color={WHITE} />)).toEqual([]);
  });

  it('a piqué texture over the body, and mesh down its sides, when asked', () => {
    expect(partsOf(<PoloShape color={WHITE} texture="pique" />)).toEqual(['pique']);
    expect(partsOf(<PoloShape color={WHITE} panels="mesh" />)).toEqual(['mesh']);
  });
});
