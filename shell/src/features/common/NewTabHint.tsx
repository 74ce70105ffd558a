import { visuallyHidden } from '@estampa/shared/ui/styles';

/** Tells screen-reader users that a link opens a new tab (visually hidden). */
export function NewTabHint() {
  return <span css={visuallyHidden}> (se abre en una pestaña nueva)</span>;
}
