import { colors } from '@estampa/shared/theme/theme';

/** The shop's mark beside its name in the header: a white shirt on the brand colour. */
export function LogoMark() {
  return (
    <svg width={36} height={36} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width={36} height={36} rx={9} fill={colors.primary} />
      <path d="M13 9 7 12.5l2.2 5 3-1.3V27h11.6V16.2l3 1.3 2.2-5L23 9c-.9 1.9-2.8 3-5 3s-4.1-1.1-5-3z" fill="#fff" />
    </svg>
  );
}
