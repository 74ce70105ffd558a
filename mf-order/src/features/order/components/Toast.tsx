import { css } from '@emotion/react';
import { FIXED_BOTTOM_BAR_ATTR } from '@estampa/shared/theme/pageHooks';
import { colors, font, mq, radius, space } from '@estampa/shared/theme/theme';

/**
 * The toast's size on phones, in px (its font is font.size.sm, 14 px at the browser's default
 * size). While it shows, the toast is marked as a bar fixed to the bottom of the screen
 * (FIXED_BOTTOM_BAR_ATTR), so on phones the shell keeps FIXED_BOTTOM_BAR_HEIGHT px of room below
 * the footer (the page's last buttons can be scrolled above it) and stops a control reached with
 * Tab above it. To stay inside that room it is laid out tighter there, at most `lines` lines
 * (Toast.test.tsx checks the sum). The order page has no other fixed bottom bar (the catalogue's
 * contact bar is not on it): if it ever gets one, the toast must sit above it and the room grow.
 */
export const PHONE_TOAST = { bottom: 8, paddingBlock: 6, fontSize: 14, lineHeight: 1.35, lines: 2 } as const;

/** The most a toast takes from the bottom of a phone's screen, its gap below included, in px. */
export const PHONE_TOAST_MAX_HEIGHT =
  PHONE_TOAST.bottom + 2 * PHONE_TOAST.paddingBlock + PHONE_TOAST.lines * PHONE_TOAST.fontSize * PHONE_TOAST.lineHeight;

// A toast at the bottom of the screen: seen wherever the visitor is, and never pushes the form
// down under the pointer (it used to sit above the form and shift it when it appeared).
const toastCss = css({
  position: 'fixed',
  insetInline: space.md,
  bottom: space.md,
  zIndex: 50,
  maxWidth: 560,
  marginInline: 'auto',
  marginBlock: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: '#dcfce7',
  color: colors.success,
  fontWeight: font.weight.bold,
  boxShadow: '0 6px 20px rgba(15,23,42,.18)',
  // It only informs: a tap or click on it reaches the button beneath.
  pointerEvents: 'none',
  [mq.belowMd]: {
    insetInline: space.sm,
    bottom: PHONE_TOAST.bottom,
    padding: `${PHONE_TOAST.paddingBlock}px ${space.sm}`,
    fontSize: font.size.sm,
    lineHeight: PHONE_TOAST.lineHeight,
    // A longer message (a jacket name near its 50 characters) ends in '…' on screen; the live
    // region still holds, and announces, all of it.
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: PHONE_TOAST.lines,
    overflow: 'hidden',
  },
  '&:empty': { padding: 0, boxShadow: 'none' },
});

/**
 * The builder's status message (useToast). The live region stays in the page (so changes are
 * announced) and takes no room while empty; while it shows, the page keeps room for it on phones.
 */
export function Toast({ message }: { message: string }) {
  return (
    <p role="status" css={toastCss} {...(message ? { [FIXED_BOTTOM_BAR_ATTR]: '' } : {})}>
      {message}
    </p>
  );
}
