import { isoLocalDate, longSpanishDate, spanishTimestamp } from './dates';

describe('Spanish dates', () => {
  it('writes the long date as es-DO does', () => {
    const d = new Date(2026, 10, 21, 15, 4);
    expect(longSpanishDate(d)).toBe('sábado, 21 de noviembre de 2026');
    expect(longSpanishDate(d)).toBe(
      d.toLocaleDateString('es-DO', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    );
  });

  it('names every weekday and month in Spanish', () => {
    const days = Array.from({ length: 7 }, (_, i) => longSpanishDate(new Date(2026, 0, 4 + i)).split(',')[0]);
    expect(days).toEqual(['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']);
    const months = Array.from({ length: 12 }, (_, m) => longSpanishDate(new Date(2026, m, 1)).split(' de ')[1]);
    expect(months).toEqual([
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
    ]);
  });

  it('adds a 24-hour time to the timestamp', () => {
    expect(spanishTimestamp(new Date(2026, 0, 5, 9, 7))).toBe('lunes, 5 de enero de 2026 a las 09:07');
  });

  it('uses the local calendar day for the ISO date', () => {
    expect(isoLocalDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoLocalDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
