import type { FocusEvent } from 'react';
import { ChevronDownIcon } from '@estampa/shared/ui/icons';
import type { NavGroup } from '../../routes/routeTable';
import { currentGroupCss, groupCss, subLinkCss, submenuCss, topItemCss } from './headerStyles';
import { submenuId } from './ids';

type Link = { name: string; path: string };

type Props = {
  group: { id: NavGroup; label: string; links: Link[] };
  open: boolean;
  /** The route-table path of the page shown, to mark its link (and this group) as current. */
  current: string | undefined;
  onToggle: () => void;
  /** Focus left the group's list item. */
  onBlur: (event: FocusEvent<HTMLLIElement>) => void;
  /** A link was followed. */
  onNavigate: () => void;
  /** Lets the header find the group's item and button (outside clicks, Escape). */
  itemRef: (el: HTMLLIElement | null) => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
};

/** One dropdown of the main menu (disclosure pattern): its button and its list of links. */
export function NavGroupMenu({ group, open, current, onToggle, onBlur, onNavigate, itemRef, buttonRef }: Props) {
  const holdsCurrent = group.links.some((l) => l.path === current);
  return (
    <li css={groupCss} ref={itemRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        css={[topItemCss, holdsCurrent && currentGroupCss]}
        aria-expanded={open}
        aria-controls={submenuId(group.id)}
        onClick={onToggle}
      >
        {group.label}
        <ChevronDownIcon size={16} />
      </button>
      <ul id={submenuId(group.id)} css={submenuCss}>
        {group.links.map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              css={subLinkCss}
              aria-current={link.path === current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
