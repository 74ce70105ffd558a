import { useEffect, type Dispatch, type RefObject } from 'react';
import type { NavGroup } from '../../routes/routeTable';
import { escapeFocusTarget, type HeaderMenuAction, type HeaderMenuState } from './headerMenuState';

export type HeaderRefs = {
  header: RefObject<HTMLElement | null>;
  /** The small-screen menu button. */
  toggle: RefObject<HTMLButtonElement | null>;
  /** Each dropdown's list item and button, by group. */
  groups: RefObject<Partial<Record<NavGroup, HTMLLIElement | null>>>;
  buttons: RefObject<Partial<Record<NavGroup, HTMLButtonElement | null>>>;
};

/**
 * While a dropdown or the small-screen menu is open: a click outside it and Escape close it
 * (the rules are headerMenuReducer's), and Escape returns focus to the control that opened it.
 * Listens to the document only while something is open.
 */
export function useMenuDismissal(state: HeaderMenuState, dispatch: Dispatch<HeaderMenuAction>, refs: HeaderRefs) {
  const { header: headerRef, toggle, groups, buttons } = refs;
  useEffect(() => {
    if (state.openGroup === null && !state.mobileOpen) return;
    const onClick = (event: MouseEvent) => {
      // The event's path, not target.contains: a re-render (the menu icon swapping) may have
      // detached the clicked element by the time this runs.
      const path = event.composedPath();
      const openLi = state.openGroup ? groups.current[state.openGroup] : null;
      const header = headerRef.current;
      const inHeader = !!header && path.includes(header);
      dispatch({
        type: 'outsideClick',
        inOpenGroup: !!openLi && path.includes(openLi),
        inHeader,
        onHeaderControl:
          inHeader && path.some((node) => node instanceof HTMLButtonElement || node instanceof HTMLAnchorElement),
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusTarget = escapeFocusTarget(state);
      dispatch({ type: 'escape' });
      if (focusTarget?.kind === 'group') buttons.current[focusTarget.group]?.focus();
      else if (focusTarget?.kind === 'mobileToggle') toggle.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [state, dispatch, headerRef, toggle, groups, buttons]);
}
