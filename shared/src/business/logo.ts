/**
 * The shop's logo mark: a white "E" on the brand's dark red, on a 32×32 grid. shell/public/favicon.svg
 * is this same drawing (a shell test keeps the two equal); the icons, the web app manifest and the
 * link-preview cards are all made from it.
 */
export const LOGO = {
  viewBox: '0 0 32 32',
  background: '#7f1d1d',
  glyph: 'M9 8h14v4H13v3h8v4h-8v3h10v4H9z',
  cornerRadius: 7,
} as const;

/** The logo as an SVG document; `rounded: false` fills the square (touch and maskable icons). */
export function logoSvg({ rounded = true }: { rounded?: boolean } = {}): string {
  const rx = rounded ? ` rx="${LOGO.cornerRadius}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO.viewBox}"><rect width="32" height="32"${rx} fill="${LOGO.background}"/><path d="${LOGO.glyph}" fill="#fff"/></svg>`;
}
