import { css } from '@emotion/react';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';

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
  '&:empty': { padding: 0, boxShadow: 'none' },
});

/** The builder's status message (useToast). The live region stays in the page (so changes are announced) and takes no room while empty. */
export function Toast({ message }: { message: string }) {
  return (
    <p role="status" css={toastCss}>
      {message}
    </p>
  );
}
