import { useReducer, useRef, type FocusEvent } from 'react';
import { BUSINESS_NAME } from '@estampa/shared/business/brand';
import { PATHS } from '@estampa/shared/routes/paths';
import { CartIcon, UserIcon } from '@estampa/shared/ui/icons';
import { container } from '@estampa/shared/ui/styles';
import { NAV_GROUPS, ROUTES, findRoute, menuLinks, type NavGroup } from '../../routes/routeTable';
import { useHydrated } from '../common/useHydrated';
import { headerMenuReducer, initialHeaderMenuState } from './headerMenuState';
import { headerCss, iconsCss, logoCss, menuCss, navCss, rowCss, topItemCss } from './headerStyles';
import { MAIN_MENU_ID } from './ids';
import { LogoMark } from './LogoMark';
import { MenuToggle } from './MenuToggle';
import { NavGroupMenu } from './NavGroupMenu';
import { useMenuDismissal } from './useMenuDismissal';

/** The two top-level links (Inicio, Contacto): label and path from the route table. */
function topLink(path: string) {
  const route = ROUTES.find((r) => r.path === path);
  if (!route?.navLabel) throw new Error(`route table has no menu entry for ${path}`);
  return { name: route.navLabel, path: route.path };
}
const HOME_LINK = topLink(PATHS.home);
const CONTACT_LINK = topLink(PATHS.contact);
const GROUPS = NAV_GROUPS.map((g) => ({ ...g, links: menuLinks(g.id) }));

/** Normalises the current path against the route table (a trailing slash is tolerated). */
function currentOf(path: string): string | undefined {
  return findRoute(path)?.path;
}

/**
 * The sticky site header: logo, main navigation with three dropdowns (disclosure pattern),
 * small-screen menu, and the decorative cart and user icons.
 *
 * Without JavaScript: on wide screens the dropdown lists open on hover and keyboard focus
 * (CSS), and on small screens the menu control is a link to the footer's list of every page.
 * Once hydrated, the dropdowns and the small-screen menu are buttons with aria-expanded.
 */
export function Header({ currentPath }: { currentPath: string }) {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(headerMenuReducer, initialHeaderMenuState);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groupRefs = useRef<Partial<Record<NavGroup, HTMLLIElement | null>>>({});
  const buttonRefs = useRef<Partial<Record<NavGroup, HTMLButtonElement | null>>>({});
  const current = currentOf(currentPath);
  const anyOpen = state.openGroup !== null || state.mobileOpen;

  useMenuDismissal(state, dispatch, { header: headerRef, toggle: toggleRef, groups: groupRefs, buttons: buttonRefs });

  const closeAll = () => dispatch({ type: 'closeAll' });

  // Focus moving to another element outside the header closes everything, so the open menu
  // never covers the element that now has focus. (A null relatedTarget, e.g. a click on
  // something not focusable, is left to the outside-click rule.)
  const onHeaderBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (anyOpen && next instanceof Node && !event.currentTarget.contains(next)) closeAll();
  };

  const onGroupBlur = (group: NavGroup) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (state.openGroup === group && next instanceof Node && !event.currentTarget.contains(next))
      dispatch({ type: 'focusLeftGroup', group, toHeader: !!headerRef.current?.contains(next) });
  };

  const topLinkItem = (link: { name: string; path: string }) => (
    <li>
      <a href={link.path} css={topItemCss} aria-current={link.path === current ? 'page' : undefined} onClick={closeAll}>
        {link.name}
      </a>
    </li>
  );

  return (
    <header ref={headerRef} css={headerCss} data-js={hydrated ? 'on' : 'off'} onBlur={onHeaderBlur}>
      <div css={[container, rowCss]}>
        <a href={HOME_LINK.path} css={logoCss} onClick={closeAll}>
          <LogoMark />
          <span>{BUSINESS_NAME}</span>
        </a>

        <nav aria-label="Principal" css={navCss}>
          <MenuToggle
            hydrated={hydrated}
            open={state.mobileOpen}
            onToggle={() => dispatch({ type: 'toggleMobile' })}
            buttonRef={toggleRef}
          />
          <ul id={MAIN_MENU_ID} css={menuCss} data-open={state.mobileOpen ? 'true' : 'false'}>
            {topLinkItem(HOME_LINK)}
            {GROUPS.map((group) => (
              <NavGroupMenu
                key={group.id}
                group={group}
                open={state.openGroup === group.id}
                current={current}
                onToggle={() => dispatch({ type: 'toggleGroup', group: group.id })}
                onBlur={onGroupBlur(group.id)}
                onNavigate={closeAll}
                itemRef={(el) => {
                  groupRefs.current[group.id] = el;
                }}
                buttonRef={(el) => {
                  buttonRefs.current[group.id] = el;
                }}
              />
            ))}
            {topLinkItem(CONTACT_LINK)}
          </ul>
        </nav>

        {/* The cart and user icons: decorative (there is no cart or account), so not focusable. */}
        <div aria-hidden="true" css={iconsCss}>
          <CartIcon />
          <UserIcon />
        </div>
      </div>
    </header>
  );
}
