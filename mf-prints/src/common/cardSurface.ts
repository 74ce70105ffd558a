import { colors, radius } from '@estampa/shared/theme/theme';

/** The look the print pages' cards share (option cards, sample products, spec tiles): surface, border, radius. */
export const cardSurface = {
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.lg,
} as const;
