/**
 * The Spanish colour names used in the catalogues and the tint each gives our SVG illustrations
 * and colour-choice swatches.
 */
const SWATCHES: Readonly<Record<string, string>> = {
  Blanco: '#ffffff',
  Negro: '#1f2937',
  Gris: '#9ca3af',
  'Gris Oscuro': '#4b5563',
  Plateado: '#cbd5e1',
  'Azul Marino': '#1e3a5f',
  'Azul Rey': '#1d4ed8',
  Azul: '#2563eb',
  'Azul Cielo': '#7dd3fc',
  Celeste: '#93c5fd',
  Turquesa: '#14b8a6',
  Rojo: '#dc2626',
  Vino: '#7f1d1d',
  Rosado: '#f9a8d4',
  'Rosa Pastel': '#fbcfe8',
  Morado: '#7e22ce',
  Verde: '#16a34a',
  'Verde Botella': '#14532d',
  'Verde Menta': '#a7f3d0',
  Amarillo: '#facc15',
  Naranja: '#f97316',
  Beige: '#e7d8b8',
  Kaki: '#c3b091',
  Caqui: '#c3b091',
  Dorado: '#d4a017',
  Marrón: '#7c4a2d',
  Madera: '#a0703c',
};

/** Neutral tint for a name we have no swatch for (never shown for the current catalogue: tested). */
export const FALLBACK_SWATCH = '#9ca3af';

export function swatchFor(colorName: string | null | undefined): string {
  return (colorName && SWATCHES[colorName]) || FALLBACK_SWATCH;
}

export function hasSwatch(colorName: string): boolean {
  return Object.prototype.hasOwnProperty.call(SWATCHES, colorName);
}
