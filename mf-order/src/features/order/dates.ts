/**
 * Spanish dates for the order document and its file name, in the visitor's local time.
 * Written out instead of Intl so every browser (and the tests) prints exactly the same words.
 */
const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** 'sábado, 21 de noviembre de 2026' (the long format of es-DO). */
export function longSpanishDate(date: Date): string {
  return `${DAYS[date.getDay()]}, ${date.getDate()} de ${MONTHS[date.getMonth()]} de ${date.getFullYear()}`;
}

/** 'sábado, 21 de noviembre de 2026 a las 15:04' */
export function spanishTimestamp(date: Date): string {
  return `${longSpanishDate(date)} a las ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** '2026-11-21' from the local date (not UTC, so a late-evening order keeps its own day). */
export function isoLocalDate(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
