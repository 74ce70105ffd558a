import { css } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { colors, font, radius, space } from '../theme/theme';
import { FOCUS_ON_COLOUR, FOCUS_ON_LIGHT, focusRing } from './styles';
import { CloseIcon } from './icons';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Visible title; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** 'panel' is a centred card; 'fullscreen' a dark full-viewport view (lightbox). */
  variant?: 'panel' | 'fullscreen';
  closeLabel?: string;
};

/** The full-screen view's colour: opaque, behind the box and around it alike. */
const FULLSCREEN_BACKDROP = 'rgb(3,7,18)';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
function wrapTab(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const items = (event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(FOCUSABLE);
  const edge = event.shiftKey ? items[0] : items[items.length - 1];
  if (!edge || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? items[items.length - 1] : items[0]).focus();
}

/**
 * A modal dialog: the native <dialog> shown with showModal(), so the browser makes the page behind
 * inert, moves focus in, and closes on Escape. Ours on top: an element marked data-autofocus gets
 * the first focus, else the first control; Tab and Shift+Tab wrap at the ends (the browser would
 * move on to its own toolbar, and the site's dialogs keep focus inside them); a press on the
 * backdrop closes; focus returns to the opener; the page behind does not scroll. It replaced a
 * hand-written focus trap that could not make the page behind inert (weighed in
 * scripts/bench/libraries.js: the trap cost 499 bytes gzip).
 */
export function Dialog({ open, onClose, title, children, variant = 'panel', closeLabel = 'Cerrar' }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // The latest onClose for the native close event, kept after each render (not during it).
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    dialog.showModal();
    // Else its first control (the close button): the browser's own choice can be the content's
    // scrolling box, focusable once it overflows, which has no name.
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // Escape (the browser's cancel, then close) or any other native close: the owner closes it.
    const onNativeClose = () => closeRef.current();
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', wrapTab);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', wrapTab);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  const full = variant === 'fullscreen';
  /** The box's padding. */
  const pad = full ? space.sm : space.lg;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a pointer pressed on the backdrop closes, as Escape does from the keyboard
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      css={css({
        padding: 0,
        border: 0,
        margin: 'auto',
        // Full screen: the dialog's box is as dark as its backdrop, so that its text is on a colour
        // of its own (contrast checkers such as axe cannot see ::backdrop) and no edge shows.
        background: full ? FULLSCREEN_BACKDROP : 'transparent',
        color: full ? colors.onDark : colors.ink,
        ...(full ? FOCUS_ON_COLOUR : FOCUS_ON_LIGHT),
        width: full ? `calc(100% - 2 * ${space.md})` : `min(100% - 2 * ${space.md}, 760px)`,
        maxWidth: 'none',
        maxHeight: 'none',
        overflow: 'visible',
        '&::backdrop': { background: full ? FULLSCREEN_BACKDROP : 'rgba(3,7,18,.6)' },
      })}
      // The backdrop is the dialog element itself, outside its box.
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        css={css({
          background: full ? 'transparent' : colors.surface,
          borderRadius: full ? 0 : radius.lg,
          maxHeight: `calc(100dvh - 2 * ${space.md})`,
          overflow: 'auto',
          padding: pad,
        })}
      >
        <div
          css={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space.md,
            marginBottom: space.md,
            // A view taller than the screen scrolls inside the box: its title and close button stay
            // at the top, on the box's colour, which covers the box's top padding too (nothing
            // scrolls by above them).
            position: 'sticky',
            top: `calc(-1 * ${pad})`,
            marginTop: `calc(-1 * ${pad})`,
            paddingTop: pad,
            zIndex: 1,
            background: full ? FULLSCREEN_BACKDROP : colors.surface,
          })}
        >
          <h2 id={titleId} css={css({ margin: 0, fontSize: font.size.xl })}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            css={css([
              {
                flex: 'none',
                width: 44,
                height: 44,
                display: 'grid',
                placeItems: 'center',
                borderRadius: radius.pill,
                border: 0,
                cursor: 'pointer',
                background: full ? 'rgba(255,255,255,.15)' : colors.surfaceAlt,
                color: 'inherit',
              },
              focusRing,
            ])}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
