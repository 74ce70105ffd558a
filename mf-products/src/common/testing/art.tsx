/** Test helpers (imported by tests only): what a drawing shows. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A shape drawn in its own SVG. */
export function drawingOf(shape: ReactElement): SVGSVGElement {
  const { container } = render(<svg viewBox="0 0 200 200">{shape}</svg>);
  return container.querySelector('svg')!;
}

/** The parts a drawing names (data-part: 'straw', 'tie'…), in the order they are drawn. */
export function partsOf(shape: ReactElement): string[] {
  return [...drawingOf(shape).querySelectorAll('[data-part]')].map((part) => part.getAttribute('data-part')!);
}

/** A drawing's markup, to tell two drawings apart. */
export const markupOf = (shape: ReactElement) => renderToStaticMarkup(shape);

/**
 * The products that say something (in the texts `says` reads) against those drawn a certain way:
 * each product whose text says it is drawn so, and no other.
 */
export function expectDrawnAsTheySay<P extends { name: string }>(
  products: readonly P[],
  says: (product: P) => boolean,
  drawn: (product: P) => boolean,
) {
  const saying = products.filter(says).map((p) => p.name);
  expect(saying.length).toBeGreaterThan(0);
  expect(products.filter(drawn).map((p) => p.name)).toEqual(saying);
}
