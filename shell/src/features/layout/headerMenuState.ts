import type { NavGroup } from '../../routes/routeTable';

/**
 * The header's menu state: at most one dropdown open, and the small-screen menu open or closed.
 * Pure rules only; the Header component wires them to clicks, keys and focus.
 */
export type HeaderMenuState = {
  /** The open dropdown, or null when all are closed (only one can be open at a time). */
  openGroup: NavGroup | null;
  /** The collapsible small-screen menu. */
  mobileOpen: boolean;
};

export type HeaderMenuAction =
  /** A dropdown's button was activated: open it (closing any other) or close it if it was open. */
  | { type: 'toggleGroup'; group: NavGroup }
  /** The small-screen menu button was activated. Closing the menu also closes its dropdowns. */
  | { type: 'toggleMobile' }
  /** Escape: close the open dropdown; with none open, close the small-screen menu. */
  | { type: 'escape' }
  /**
   * A click landed somewhere on the page. On one of the header's own controls (a dropdown or menu
   * button, a link) it changes nothing here: that control's handler decides. Elsewhere outside
   * the open dropdown it closes the dropdowns; outside the header it also closes the small-screen
   * menu. (A click, not a pointerdown: collapsing a dropdown on pointerdown moved the control
   * under the finger on phones, so the tap landed on the page behind the menu.)
   */
  | { type: 'outsideClick'; inOpenGroup: boolean; inHeader: boolean; onHeaderControl?: boolean }
  /**
   * Focus moved to an element outside this dropdown (e.g. tabbing past its last link). In the
   * open small-screen menu, focus moving to another control of the menu leaves it to that
   * control: the dropdowns there are in the page flow, and collapsing one as focus moves (on
   * pointerdown, before the click) would slide the tapped control away from the finger.
   */
  | { type: 'focusLeftGroup'; group: NavGroup; toHeader?: boolean }
  /** Close everything (e.g. a menu link was followed). */
  | { type: 'closeAll' };

export const initialHeaderMenuState: HeaderMenuState = { openGroup: null, mobileOpen: false };

const update = (state: HeaderMenuState, next: Partial<HeaderMenuState>): HeaderMenuState => {
  const merged = { ...state, ...next };
  // Keep the same object when nothing changed, so React skips the re-render.
  return merged.openGroup === state.openGroup && merged.mobileOpen === state.mobileOpen ? state : merged;
};

export function headerMenuReducer(state: HeaderMenuState, action: HeaderMenuAction): HeaderMenuState {
  switch (action.type) {
    case 'toggleGroup':
      return update(state, { openGroup: state.openGroup === action.group ? null : action.group });
    case 'toggleMobile':
      return update(state, { mobileOpen: !state.mobileOpen, openGroup: null });
    case 'escape':
      if (state.openGroup) return update(state, { openGroup: null });
      return update(state, { mobileOpen: false });
    case 'outsideClick':
      if (action.onHeaderControl) return state;
      return update(state, {
        openGroup: action.inOpenGroup ? state.openGroup : null,
        mobileOpen: action.inHeader ? state.mobileOpen : false,
      });
    case 'focusLeftGroup':
      if (state.mobileOpen && action.toHeader) return state;
      return state.openGroup === action.group ? update(state, { openGroup: null }) : state;
    case 'closeAll':
      return update(state, { openGroup: null, mobileOpen: false });
  }
}

/**
 * Where focus goes when Escape is pressed in this state: back to the open dropdown's button,
 * else to the small-screen menu button if that menu is open, else nowhere (nothing to close).
 */
export function escapeFocusTarget(
  state: HeaderMenuState,
): { kind: 'group'; group: NavGroup } | { kind: 'mobileToggle' } | null {
  if (state.openGroup) return { kind: 'group', group: state.openGroup };
  if (state.mobileOpen) return { kind: 'mobileToggle' };
  return null;
}
