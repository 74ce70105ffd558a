import { css } from '@emotion/react';
import { useEffect, useId, type ReactNode } from 'react';
import { colors, font, radius, space } from '../theme/theme';
import { focusRing } from './styles';
import { CloseIcon } from './icons';
import { useFocusTrap } from './useFocusTrap';

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

/**
 * An accessible modal dialog: focus trap, Escape closes, focus returns to the opener, page scroll locked.
 * Weighed against the native <dialog> with showModal() (scripts/bench/libraries.js): the trap it
 * would make unnecessary costs 499 bytes gzip (useFocusTrap.ts, minified), and showModal would also
 * make the page behind inert. Not switched yet: jsdom, which the unit tests run in, has no
 * showModal, and every dialog's e2e must pass again with it.
 */
export function Dialog({ open, onClose, title, children, variant = 'panel', closeLabel = 'Cerrar' }: Props) {
  const titleId = useId();
  const ref = useFocusTrap<HTMLDivElement>(open, onClose);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  const full = variant === 'fullscreen';
  return (
    // The backdrop is presentational: a pointer click on it closes, as Escape does from the keyboard.
    <div
      role="presentation"
      css={css({
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        placeItems: 'center',
        background: full ? 'rgba(3,7,18,.94)' : 'rgba(3,7,18,.6)',
        padding: space.md,
      })}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={css({
          position: 'relative',
          background: full ? 'transparent' : colors.surface,
          color: full ? colors.onDark : colors.ink,
          borderRadius: full ? 0 : radius.lg,
          width: full ? '100%' : 'min(100%, 760px)',
          maxHeight: '100%',
          overflow: 'auto',
          padding: full ? space.sm : space.lg,
          outline: 'none',
        })}
      >
        <div
          css={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space.md,
            marginBottom: space.md,
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
    </div>
  );
}
