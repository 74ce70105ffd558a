import type { Ref } from 'react';
import { CloseIcon, MenuIcon } from '@estampa/shared/ui/icons';
import { visuallyHidden } from '@estampa/shared/ui/styles';
import { toggleCss } from './headerStyles';
import { FOOTER_NAV_ID, MAIN_MENU_ID } from './ids';

type Props = { hydrated: boolean; open: boolean; onToggle: () => void; buttonRef: Ref<HTMLButtonElement> };

/**
 * The small-screen menu control, 'Menú' in both forms. Before (or without) JavaScript it is a link
 * to the footer's list of every page; once hydrated, a button that opens the main menu. Its name
 * stays 'Menú' whether open or not (aria-expanded says which, as a disclosure button should; the
 * icon shows it), so a visitor or a test finds it by the same name in either state.
 */
export function MenuToggle({ hydrated, open, onToggle, buttonRef }: Props) {
  if (!hydrated) {
    return (
      <a href={`#${FOOTER_NAV_ID}`} css={toggleCss}>
        <MenuIcon />
        <span css={visuallyHidden}>Menú</span>
      </a>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      css={toggleCss}
      aria-expanded={open}
      aria-controls={MAIN_MENU_ID}
      onClick={onToggle}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
      <span css={visuallyHidden}>Menú</span>
    </button>
  );
}
