import type { ComponentType } from 'react';
import { appNamed } from '@estampa/shared/apps/apps';
import { SHELL_ROOT_ATTR } from '@estampa/shared/islands/markers';

/** Ids of the shell's own hydration roots in every template, and the shell's emotion key. */
export const SHELL_CSS_KEY = appNamed('shell').cssKey;
export const HEADER_ROOT_ID = 'shell-header';
export const PAGE_ROOT_ID = 'shell-page';

export type ShellPageName = 'home' | 'contact' | 'not-found';

/** The shell's own pages, loaded only on the route that shows them. */
export const SHELL_PAGES: Record<ShellPageName, () => Promise<{ default: ComponentType }>> = {
  home: () => import('../features/home/HomePage'),
  contact: () => import('../features/contact/ContactPage'),
  'not-found': () => import('../features/not-found/NotFoundPage'),
};

/**
 * The page root as the server writes it around a prerendered shell page: bootstrap.tsx finds it by
 * id, reads which page to hydrate, and early taps on it are held until it has (earlyTaps.js).
 */
export function shellPageRootHtml(name: ShellPageName, html: string): string {
  return `<div id="${PAGE_ROOT_ID}" ${SHELL_ROOT_ATTR} data-shell-page="${name}">${html}</div>`;
}

export function isShellPageName(name: string | undefined): name is ShellPageName {
  return !!name && Object.prototype.hasOwnProperty.call(SHELL_PAGES, name);
}
