/**
 * A testing-library text matcher for text split over elements, as a visitor reads it: the innermost
 * element whose whole textContent matches (testing-library's own string matcher reads only an
 * element's own text, so "<p><span>Desde</span> $12</p>" has no "Desde $12").
 */
export function wholeText(expected: string | RegExp) {
  const matches = (el: Element | null): el is Element =>
    !!el && (typeof expected === 'string' ? el.textContent === expected : expected.test(el.textContent ?? ''));
  return (_content: string, el: Element | null) => matches(el) && !Array.from(el.children).some(matches);
}
