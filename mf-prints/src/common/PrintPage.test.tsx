import { sectionTone } from './PrintPage';

describe('sectionTone', () => {
  it("alternates a page's own sections between light and alt, light first", () => {
    expect([0, 1, 2, 3, 4].map(sectionTone)).toEqual(['light', 'alt', 'light', 'alt', 'light']);
  });
});
