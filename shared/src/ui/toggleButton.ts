import { css } from '@emotion/react';
import { colors, font, radius, space } from '../theme/theme';
import { focusOutline } from './styles';

/**
 * Toggle buttons, one look wherever a visitor filters or chooses (the home page's category chips,
 * the products' filters, colours and sizes): aria-pressed carries the state, styled from it.
 */
export const toggleButton = css({
  minHeight: 44,
  minWidth: 44,
  padding: `${space.xs} ${space.md}`,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  borderRadius: radius.pill,
  border: `2px solid ${colors.line}`,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  '&:hover': { borderColor: colors.inkSoft },
  '&[aria-pressed="true"]': {
    borderColor: colors.primary,
    background: colors.primarySoft,
    color: colors.primaryDark,
    fontWeight: font.weight.bold,
  },
  '&:focus-visible': focusOutline,
});
