import { toggleExpanded } from './expansion';

describe('toggleExpanded', () => {
  it('expands a card when none is expanded', () => {
    expect(toggleExpanded(null, 3)).toBe(3);
  });
  it('collapses the expanded card when it is clicked again', () => {
    expect(toggleExpanded(3, 3)).toBeNull();
  });
  it('moves the expansion to another card (never two at once)', () => {
    expect(toggleExpanded(3, 8)).toBe(8);
  });
  it('a sequence of clicks leaves at most one card expanded', () => {
    let state: number | null = null;
    for (const id of [1, 2, 2, 5, 1, 1]) state = toggleExpanded(state, id);
    expect(state).toBeNull();
    state = toggleExpanded(state, 200);
    expect(state).toBe(200);
  });
});
