import { css } from '@emotion/react';
import { useEffect, useReducer, useRef, type FocusEvent } from 'react';
import { BUSINESS } from '@estampa/shared/business/identity';
import { PATHS } from '@estampa/shared/routes/paths';
import { breakpoints, colors, font, layout, mq, radius, shadow, space } from '@estampa/shared/theme/theme';
import { CartIcon, ChevronDownIcon, CloseIcon, MenuIcon, UserIcon } from '@estampa/shared/ui/icons';
import { container, visuallyHidden } from '@estampa/shared/ui/styles';
import { NAV_GROUPS, ROUTES, findRoute, menuLinks, type NavGroup } from '../../routes/routeTable';
import { useHydrated } from '../common/useHydrated';
import { escapeFocusTarget, headerMenuReducer, initialHeaderMenuState } from './headerMenuState';
import { FOOTER_NAV_ID, MAIN_MENU_ID, submenuId } from './ids';

/** The two top-level links (Inicio, Contacto): label and path from the route table. */
function topLink(path: string) {
  const route = ROUTES.find((r) => r.path === path);
  if (!route?.navLabel) throw new Error(`route table has no menu entry for ${path}`);
  return { name: route.navLabel, path: route.path };
}
const HOME_LINK = topLink(PATHS.home);
const CONTACT_LINK = topLink(PATHS.contact);
const GROUPS = NAV_GROUPS.map((g) => ({ ...g, links: menuLinks(g.id) }));

const belowLg = `@media (max-width: ${breakpoints.lg - 0.02}px)`;

const headerCss = css({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: colors.surface,
  borderBottom: `1px solid ${colors.line}`,
  boxShadow: shadow.card,
});

const rowCss = css({ display: 'flex', alignItems: 'center', gap: space.md, minHeight: layout.headerHeight });

const focusCss = { '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 } } as const;

const logoCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: 44,
  marginRight: 'auto',
  color: colors.ink,
  textDecoration: 'none',
  fontWeight: font.weight.black,
  fontSize: font.size.xl,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  borderRadius: radius.sm,
  ...focusCss,
  [mq.lg]: { marginRight: 0 },
});

const navCss = css({
  order: 3,
  [mq.lg]: { order: 0, flex: 1, display: 'flex', justifyContent: 'center' },
});

const toggleCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.md,
  background: 'transparent',
  color: colors.ink,
  cursor: 'pointer',
  ...focusCss,
  [mq.lg]: { display: 'none' },
});

const menuCss = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [mq.lg]: { display: 'flex', alignItems: 'center', gap: space.xs },
  [belowLg]: {
    display: 'none',
    '&[data-open="true"]': {
      display: 'block',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      maxHeight: `calc(100dvh - ${layout.headerHeight})`,
      overflowY: 'auto',
      padding: space.md,
      background: colors.surface,
      borderTop: `1px solid ${colors.line}`,
      boxShadow: shadow.raised,
    },
  },
});

const topItemCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 44,
  padding: `0 ${space.md}`,
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: colors.ink,
  font: 'inherit',
  fontWeight: font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { background: colors.surfaceAlt },
  ...focusCss,
  '&[aria-current="page"]': { color: colors.primary, boxShadow: `inset 0 -3px 0 ${colors.primary}` },
  '& svg': { transition: 'transform .15s ease' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  [mq.reducedMotion]: { '& svg': { transition: 'none' } },
  [belowLg]: {
    width: '100%',
    justifyContent: 'space-between',
    '&[aria-current="page"]': { boxShadow: `inset 4px 0 0 ${colors.primary}` },
  },
});

/** The dropdown that holds the page the visitor is on gets the same marker as a current link. */
const currentGroupCss = css({ color: colors.primary, boxShadow: `inset 0 -3px 0 ${colors.primary}`, [belowLg]: { boxShadow: `inset 4px 0 0 ${colors.primary}` } });

const groupCss = css({ [mq.lg]: { position: 'relative' } });

const submenuCss = css({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: space.xs,
  // Scripted: the button's aria-expanded decides.
  '[aria-expanded="true"] ~ &': { display: 'block' },
  // Before (or without) JavaScript: hovering or focusing the group shows its links.
  '[data-js="off"] li:hover > &': { display: 'block' },
  '[data-js="off"] li:focus-within > &': { display: 'block' },
  [mq.lg]: {
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: 1,
    minWidth: 240,
    background: colors.surface,
    border: `1px solid ${colors.line}`,
    borderRadius: radius.md,
    boxShadow: shadow.raised,
  },
  [belowLg]: { marginLeft: space.md, borderLeft: `2px solid ${colors.line}` },
});

const subLinkCss = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space.md}`,
  borderRadius: radius.sm,
  color: colors.ink,
  textDecoration: 'none',
  '&:hover': { background: colors.surfaceAlt, color: colors.primaryDark },
  ...focusCss,
  '&[aria-current="page"]': { color: colors.primary, fontWeight: font.weight.bold },
});

const iconsCss = css({ display: 'flex', alignItems: 'center', gap: space.md, color: colors.inkSoft, order: 2, [mq.lg]: { order: 0 } });

function LogoMark() {
  return (
    <svg width={36} height={36} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width={36} height={36} rx={9} fill={colors.primary} />
      <path d="M13 9 7 12.5l2.2 5 3-1.3V27h11.6V16.2l3 1.3 2.2-5L23 9c-.9 1.9-2.8 3-5 3s-4.1-1.1-5-3z" fill="#fff" />
    </svg>
  );
}

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

  // Outside click and Escape, listened to only while something is open.
  useEffect(() => {
    if (state.openGroup === null && !state.mobileOpen) return;
    const onClick = (event: MouseEvent) => {
      // The event's path, not target.contains: a re-render (the menu icon swapping) may have
      // detached the clicked element by the time this runs.
      const path = event.composedPath();
      const openLi = state.openGroup ? groupRefs.current[state.openGroup] : null;
      const inHeader = !!headerRef.current && path.includes(headerRef.current);
      dispatch({
        type: 'outsideClick',
        inOpenGroup: !!openLi && path.includes(openLi),
        inHeader,
        onHeaderControl: inHeader && path.some((node) => node instanceof HTMLButtonElement || node instanceof HTMLAnchorElement),
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusTarget = escapeFocusTarget(state);
      dispatch({ type: 'escape' });
      if (focusTarget?.kind === 'group') buttonRefs.current[focusTarget.group]?.focus();
      else if (focusTarget?.kind === 'mobileToggle') toggleRef.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [state]);

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
          <span>{BUSINESS.name}</span>
        </a>

        <nav aria-label="Principal" css={navCss}>
          {hydrated ? (
            <button
              ref={toggleRef}
              type="button"
              css={toggleCss}
              aria-expanded={state.mobileOpen}
              aria-controls={MAIN_MENU_ID}
              onClick={() => dispatch({ type: 'toggleMobile' })}
            >
              {state.mobileOpen ? <CloseIcon /> : <MenuIcon />}
              <span css={visuallyHidden}>{state.mobileOpen ? 'Cerrar menú' : 'Abrir menú'}</span>
            </button>
          ) : (
            <a href={`#${FOOTER_NAV_ID}`} css={toggleCss}>
              <MenuIcon />
              <span css={visuallyHidden}>Menú</span>
            </a>
          )}

          <ul id={MAIN_MENU_ID} css={menuCss} data-open={state.mobileOpen ? 'true' : 'false'}>
            {topLinkItem(HOME_LINK)}
            {GROUPS.map((group) => {
              const open = state.openGroup === group.id;
              const holdsCurrent = group.links.some((l) => l.path === current);
              return (
                <li
                  key={group.id}
                  css={groupCss}
                  ref={(el) => {
                    groupRefs.current[group.id] = el;
                  }}
                  onBlur={onGroupBlur(group.id)}
                >
                  <button
                    ref={(el) => {
                      buttonRefs.current[group.id] = el;
                    }}
                    type="button"
                    css={[topItemCss, holdsCurrent && currentGroupCss]}
                    aria-expanded={open}
                    aria-controls={submenuId(group.id)}
                    onClick={() => dispatch({ type: 'toggleGroup', group: group.id })}
                  >
                    {group.label}
                    <ChevronDownIcon size={16} />
                  </button>
                  <ul id={submenuId(group.id)} css={submenuCss}>
                    {group.links.map((link) => (
                      <li key={link.path}>
                        <a href={link.path} css={subLinkCss} aria-current={link.path === current ? 'page' : undefined} onClick={closeAll}>
                          {link.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            {topLinkItem(CONTACT_LINK)}
          </ul>
        </nav>

        {/* SPEC.md's cart and user icons: decorative (there is no cart or account), so not focusable. */}
        <div aria-hidden="true" css={iconsCss}>
          <CartIcon />
          <UserIcon />
        </div>
      </div>
    </header>
  );
}
