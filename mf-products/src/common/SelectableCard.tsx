import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, font, mq, radius, space } from '@estampa/shared/theme/theme';
import { CheckIcon } from '@estampa/shared/ui/icons';
import { focusOutline } from '@estampa/shared/ui/styles';
import { card } from './styles';

type Props = {
  /**
   * The id of the card's name (its h3): it describes the select button. A description, not part of
   * the name: six buttons named 'Seleccionar', each telling whose it is, and the product's name
   * written once in the page.
   */
  nameId: string;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
};

const selectable = css({
  cursor: 'pointer',
  transition: 'border-color .15s ease, box-shadow .15s ease',
  '&:hover': { borderColor: colors.inkSoft },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});
const selectedCss = css({ borderColor: colors.primary, boxShadow: `0 0 0 2px ${colors.primary}` });

const selectButton = css({
  marginTop: 'auto',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.pill,
  border: `2px solid ${colors.primary}`,
  background: colors.surface,
  color: colors.primaryDark,
  font: 'inherit',
  fontWeight: font.weight.bold,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: colors.primary, color: '#fff' },
  '&:focus-visible': focusOutline,
  // On the narrowest phones the label alone fits the card (the filled button says it is chosen).
  [mq.narrow]: { paddingInline: space.sm, fontSize: font.size.sm, '& svg': { display: 'none' } },
});

/**
 * A catalogue card a visitor picks: the whole card answers a click, and its 'Seleccionar' toggle
 * button (aria-pressed) makes the same choice by keyboard and for assistive technology.
 */
export function SelectableCard({ nameId, selected, onSelect, children }: Props) {
  return (
    // The card-wide click is a pointer convenience; the keyboard and assistive technology use the
    // card's own button (aria-pressed), whose click bubbles up to this handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <li css={[card, selectable, selected && selectedCss]} onClick={onSelect}>
      {children}
      <button type="button" aria-pressed={selected} aria-describedby={nameId} css={selectButton}>
        {selected && <CheckIcon size={18} />}
        Seleccionar
      </button>
    </li>
  );
}
