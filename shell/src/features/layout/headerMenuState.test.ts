import { escapeFocusTarget, headerMenuReducer, initialHeaderMenuState, type HeaderMenuState } from './headerMenuState';

const s = (openGroup: HeaderMenuState['openGroup'], mobileOpen = false): HeaderMenuState => ({ openGroup, mobileOpen });

describe('header menu state', () => {
  it('starts with every menu closed', () => {
    expect(initialHeaderMenuState).toEqual(s(null, false));
  });

  describe('toggleGroup', () => {
    it('opens a closed dropdown', () => {
      expect(headerMenuReducer(s(null), { type: 'toggleGroup', group: 'productos' })).toEqual(s('productos'));
    });
    it('closes the dropdown when it was the open one', () => {
      expect(headerMenuReducer(s('productos'), { type: 'toggleGroup', group: 'productos' })).toEqual(s(null));
    });
    it('opening one dropdown closes the other (only one open at a time)', () => {
      expect(headerMenuReducer(s('productos'), { type: 'toggleGroup', group: 'impresiones' })).toEqual(
        s('impresiones'),
      );
      expect(headerMenuReducer(s('impresiones'), { type: 'toggleGroup', group: 'uniformes' })).toEqual(s('uniformes'));
    });
    it('leaves the small-screen menu as it is', () => {
      expect(headerMenuReducer(s(null, true), { type: 'toggleGroup', group: 'uniformes' })).toEqual(
        s('uniformes', true),
      );
    });
  });

  describe('toggleMobile', () => {
    it('opens the small-screen menu with its dropdowns closed', () => {
      expect(headerMenuReducer(s('productos', false), { type: 'toggleMobile' })).toEqual(s(null, true));
    });
    it('closing the small-screen menu also closes its dropdowns', () => {
      expect(headerMenuReducer(s('impresiones', true), { type: 'toggleMobile' })).toEqual(s(null, false));
    });
  });

  describe('escape', () => {
    it('closes the open dropdown first, keeping the small-screen menu open', () => {
      expect(headerMenuReducer(s('productos', true), { type: 'escape' })).toEqual(s(null, true));
    });
    it('with no dropdown open, closes the small-screen menu', () => {
      expect(headerMenuReducer(s(null, true), { type: 'escape' })).toEqual(s(null, false));
    });
    it('does nothing when everything is closed (same object)', () => {
      const state = s(null, false);
      expect(headerMenuReducer(state, { type: 'escape' })).toBe(state);
    });
  });

  describe('outsideClick', () => {
    it('leaves the state to the header control that was clicked (its own handler decides)', () => {
      const state = s('productos', true);
      expect(
        headerMenuReducer(state, { type: 'outsideClick', inOpenGroup: false, inHeader: true, onHeaderControl: true }),
      ).toBe(state);
    });

    it('outside the open dropdown closes it', () => {
      expect(headerMenuReducer(s('uniformes'), { type: 'outsideClick', inOpenGroup: false, inHeader: false })).toEqual(
        s(null),
      );
      expect(
        headerMenuReducer(s('uniformes', true), { type: 'outsideClick', inOpenGroup: false, inHeader: true }),
      ).toEqual(s(null, true));
    });
    it('inside the open dropdown keeps it open', () => {
      const state = s('uniformes');
      expect(headerMenuReducer(state, { type: 'outsideClick', inOpenGroup: true, inHeader: true })).toBe(state);
    });
    it('outside the header closes the small-screen menu too', () => {
      expect(
        headerMenuReducer(s('productos', true), { type: 'outsideClick', inOpenGroup: false, inHeader: false }),
      ).toEqual(s(null, false));
    });
  });

  describe('focusLeftGroup', () => {
    it('in the open small-screen menu, leaves a move to another menu control to that control', () => {
      const state = s('productos', true);
      expect(headerMenuReducer(state, { type: 'focusLeftGroup', group: 'productos', toHeader: true })).toBe(state);
      expect(headerMenuReducer(state, { type: 'focusLeftGroup', group: 'productos', toHeader: false })).toEqual(
        s(null, true),
      );
      expect(headerMenuReducer(s('productos'), { type: 'focusLeftGroup', group: 'productos', toHeader: true })).toEqual(
        s(null),
      );
    });

    it('closes the dropdown focus left', () => {
      expect(headerMenuReducer(s('impresiones'), { type: 'focusLeftGroup', group: 'impresiones' })).toEqual(s(null));
    });
    it('ignores a dropdown that is not the open one', () => {
      const state = s('impresiones');
      expect(headerMenuReducer(state, { type: 'focusLeftGroup', group: 'productos' })).toBe(state);
    });
  });

  it('closeAll closes everything', () => {
    expect(headerMenuReducer(s('productos', true), { type: 'closeAll' })).toEqual(s(null, false));
  });

  describe('escapeFocusTarget', () => {
    it('returns focus to the open dropdown button', () => {
      expect(escapeFocusTarget(s('productos', true))).toEqual({ kind: 'group', group: 'productos' });
    });
    it('returns focus to the menu button when only the small-screen menu is open', () => {
      expect(escapeFocusTarget(s(null, true))).toEqual({ kind: 'mobileToggle' });
    });
    it('moves no focus when nothing is open', () => {
      expect(escapeFocusTarget(s(null, false))).toBeNull();
    });
  });
});
