import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { colors, font, layout, mq, radius, space } from '@estampa/shared/theme/theme';
import { ChevronDownIcon } from '@estampa/shared/ui/icons';
import { focusOutline, focusRing } from '@estampa/shared/ui/styles';
import { STICKY_TOP_BAR_ATTR } from '@estampa/shared/theme/pageHooks';

export type Anchor = { id: string; label: string };

/**
 * Jumps to a section at once (no smooth scroll: a long glide over the 200 cards) and moves focus
 * with the view, so Tab continues from there.
 */
function jumpToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  window.history.pushState(null, '', `#${id}`);
  target.scrollIntoView({ block: 'start', behavior: 'instant' });
  // The section is made focusable by script only.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

const bar = css({
  position: 'sticky',
  top: layout.headerHeight,
  zIndex: 20,
  background: colors.surface,
  borderBottom: `1px solid ${colors.line}`,
  [mq.md]: { display: 'none' },
});

const toggle = css([
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    minHeight: 48,
    padding: `0 ${space.md}`,
    border: 0,
    background: 'transparent',
    color: colors.ink,
    font: 'inherit',
    fontWeight: font.weight.bold,
    cursor: 'pointer',
    '& svg': { transition: 'transform .15s ease' },
    '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  },
  focusRing,
]);

const list = css({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${space.md} ${space.sm}`,
  display: 'grid',
  gap: space.xs,
  '&[hidden]': { display: 'none' },
  '& a': {
    display: 'block',
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.md,
    color: colors.ink,
    textDecoration: 'none',
    background: colors.surfaceAlt,
    '&:focus-visible': focusOutline,
  },
});

/** Phones only: a toggled list of in-page links (hero, features, models, contact). */
export function AnchorMenu({
  anchors,
  label = 'Secciones de la página',
}: {
  anchors: readonly Anchor[];
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = 'basquetbol-secciones';

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      // Focus was in the list that now hides: back to the button that opened it.
      if (document.activeElement instanceof Node && document.getElementById(listId)?.contains(document.activeElement))
        toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav aria-label={label} css={bar} {...{ [STICKY_TOP_BAR_ATTR]: '' }}>
      <button
        ref={toggleRef}
        type="button"
        css={toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        Ir a una sección
        <ChevronDownIcon />
      </button>
      <ul id={listId} css={list} hidden={!open}>
        {anchors.map((a) => (
          <li key={a.id}>
            <a
              href={`#${a.id}`}
              onClick={(event) => {
                setOpen(false);
                if (jumpToSection(a.id)) event.preventDefault();
              }}
            >
              {a.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
