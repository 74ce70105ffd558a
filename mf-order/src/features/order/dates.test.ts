import { isoLocalDate, longSpanishDate, spanishTimestamp } from './dates';

describe('Spanish dates', () => {
  it('writes the long date as es-DO does', () => {
    const d = new Date(2026, 10, 21, 15, 4);
    expect(longSpanishDate(d)).toBe('sábado, 21 de noviembre de 2026');
    expect(longSpanishDate(d)).toBe(
      d.toLocaleDateString('es-DO', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    );
  });

  it('names every weekday and month as es-DO does', () => {
    // A week from Sunday and the first of every month, against the locale data (not a copy of the table).
    const dates = [
      ...Array.from({ length: 7 }, (_, i) => new Date(2026, 0, 4 + i)),
      ...Array.from({ length: 12 }, (_, m) => new Date(2026, m, 1)),
    ];
    for (const d of dates)
      expect(longSpanishDate(d)).toBe(
        d.toLocaleDateString('es-DO', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
      );
    expect(longSpanishDate(new Date(2026, 8, 16))).toBe('miércoles, 16 de septiembre de 2026');
  });

  it('adds a 24-hour time to the timestamp', () => {
    expect(spanishTimestamp(new Date(2026, 0, 5, 9, 7))).toBe('lunes, 5 de enero de 2026 a las 09:07');
  });

  it('uses the local calendar day for the ISO date', () => {
    expect(isoLocalDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoLocalDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
