/**
 * The jersey colours we offer, with the Spanish name a visitor reads and the hex the art uses.
 * Pure data, no imports: also loaded by scripts/generate-art.js at build time.
 */
export const PALETTE = {
  Rojo: '#c8102e',
  Negro: '#161616',
  Blanco: '#ffffff',
  'Azul Real': '#1d4ed8',
  'Azul Marino': '#172554',
  Celeste: '#60b8e8',
  Amarillo: '#facc15',
  Dorado: '#c9a227',
  Plateado: '#b8bec8',
  Gris: '#5f6673',
  Verde: '#15803d',
  'Verde Lima': '#84cc16',
  Naranja: '#f97316',
  Morado: '#6d28d9',
  Vino: '#7a1732',
  Turquesa: '#0fb5a6',
  Rosado: '#f472b6',
  Fucsia: '#c026d3',
} as const;

export type ColorName = keyof typeof PALETTE;

export const COLOR_NAMES = Object.keys(PALETTE) as ColorName[];

export function isColorName(value: string): value is ColorName {
  return Object.prototype.hasOwnProperty.call(PALETTE, value);
}

/** Relative luminance (WCAG 2) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
