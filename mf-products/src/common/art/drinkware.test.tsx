import { drawingOf, markupOf, partsOf } from '../testing/art';
import { MugShape } from './mugShapes';
import { BottleShape } from './bottleShapes';

const RED = '#dc2626';

describe('mug drawings', () => {
  it('each body has its own shape: straight, conical, jumbo, travel', () => {
    const bodies = (['straight', 'conical', 'jumbo', 'travel'] as const).map((body) =>
      markupOf(<MugShape color={RED} body={body} />),
    );
    expect(new Set(bodies).size).toBe(4);
  });

  it('a travel mug has a lid', () => {
    expect(partsOf(<MugShape color={RED} body="travel" />)).toContain('lid');
    expect(partsOf(<MugShape color={RED} />)).not.toContain('lid');
  });

  it('a coloured interior: white outside, the inside and the handle in the colour', () => {
    const mug = drawingOf(<MugShape color={RED} interior="color" />);
    expect(mug.querySelector('[data-part="coloured-inside"]')!.getAttribute('fill')).toBe(RED);
    const handle = mug.querySelectorAll('[data-part="handle"] path')[1];
    expect(handle.getAttribute('stroke')).toBe(RED);
    const fills = [...mug.querySelectorAll(':scope > g > path')].map((p) => p.getAttribute('fill'));
    expect(fills).toContain('#ffffff');
    expect(fills).not.toContain(RED);
  });

  it('a magic mug steams', () => {
    expect(partsOf(<MugShape color={RED} magic />)).toContain('steam');
    expect(partsOf(<MugShape color={RED} />)).not.toContain('steam');
  });
});

describe('bottle drawings', () => {
  it('a tumbler draws a straw and a side handle; a plain bottle neither', () => {
    expect(partsOf(<BottleShape color={RED} body="tumbler" lid="straw" handle="side" />)).toEqual(['straw', 'handle']);
    expect(partsOf(<BottleShape color={RED} />)).toEqual([]);
  });

  it('each lid is drawn as what it is', () => {
    expect(partsOf(<BottleShape color={RED} lid="bamboo" />)).toEqual(['bamboo-lid']);
    expect(partsOf(<BottleShape color={RED} lid="sport" />)).toEqual(['sport-lid']);
    expect(partsOf(<BottleShape color={RED} body="xl" handle="carry" />)).toEqual(['carry-handle']);
  });

  it('each body has its own shape: standard, compact, xl, tumbler', () => {
    const bodies = (['standard', 'compact', 'xl', 'tumbler'] as const).map((body) =>
      markupOf(<BottleShape color={RED} body={body} />),
    );
    expect(new Set(bodies).size).toBe(4);
  });
});
