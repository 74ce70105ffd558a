/**
 * Element ids shared between the header and the footer. The footer's link list doubles as the
 * small-screen menu before JavaScript runs: the header's menu control links to it.
 */
export const FOOTER_NAV_ID = 'navegacion-pie';
export const MAIN_MENU_ID = 'menu-principal';
export const submenuId = (group: string) => `submenu-${group}`;
