import type { ComponentType } from 'react';
import { appNamed } from '@estampa/shared/apps/apps';

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

export function isShellPageName(name: string | undefined): name is ShellPageName {
  return !!name && Object.prototype.hasOwnProperty.call(SHELL_PAGES, name);
}
