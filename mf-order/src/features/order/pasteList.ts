import { MESSAGES } from './messages';
import { DEFAULT_SIZE, LIMITS, SIZES, isSize, type Player, type PlayerDraft, type Size } from './types';

/**
 * 'Pegar lista': rows copied from a spreadsheet or typed, one player per line, columns
 * número, nombre, talla, patrocinador separated by tabs (a spreadsheet copy), commas or
 * semicolons. Cells may be quoted ("Pérez, Jr."). Every row meets the add-player rules.
 */

export type AcceptedRow = { line: number; text: string; player: PlayerDraft };
export type RejectedRow = { line: number; text: string; reasons: string[] };
export type PasteResult = { accepted: AcceptedRow[]; rejected: RejectedRow[]; headerSkipped: boolean };

/**
 * The textarea's limit: more than the largest order can hold (numbers have at most three
 * characters, so about a thousand players of the longest rows), small enough to parse on every
 * keystroke. A paste cut there is said so, and its last, cut row is left out (pastedText).
 */
export const PASTE_MAX_CHARS = 200_000;

/** What is read of the box: all of it, or, when a paste reached the limit, its whole rows only. */
export function pastedText(text: string): { rows: string; cut: boolean } {
  if (text.length < PASTE_MAX_CHARS) return { rows: text, cut: false };
  return { rows: text.slice(0, Math.max(0, text.lastIndexOf('\n'))), cut: true };
}

/** Said under the box when a paste was cut at the limit. */
export const PASTE_CUT_MESSAGE =
  'La lista es más larga de lo que cabe (200.000 caracteres): se cortó y su última fila no se agregará. Pega el resto en otra vez.';

const SIZE_ALIASES: Record<string, Size> = { '2XL': 'XXL', '3XL': 'XXXL' };

export const PASTE_REASONS = {
  missingNumber: 'Falta el número',
  missingName: 'Falta el apellido o nombre de chaqueta',
  numberTooLong: `El número tiene más de ${LIMITS.numero} caracteres`,
  nameTooLong: `El apellido o nombre tiene más de ${LIMITS.apellidoONombre} caracteres`,
  sponsorTooLong: `El patrocinador tiene más de ${LIMITS.patrocinador} caracteres`,
  unknownSize: (raw: string) =>
    `Talla desconocida «${Array.from(raw).slice(0, 12).join('')}» (usa ${SIZES.slice(0, -1).join(', ')} o ${SIZES[SIZES.length - 1]})`,
  /** Same words as the add-player alert. */
  numberTaken: MESSAGES.duplicateNumber,
  repeatedInPaste: (line: number) => `El número se repite: ya está en la fila ${line} de esta lista`,
} as const;

function separatorOf(line: string): string | null {
  if (line.includes('\t')) return '\t';
  if (line.includes(',')) return ',';
  if (line.includes(';')) return ';';
  return null;
}

/** Splits one row; a cell that starts with a double quote runs to the closing quote ("" is a quote). */
export function splitRow(line: string): string[] {
  const sep = separatorOf(line);
  if (!sep) return [line.trim()];
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === sep) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  // A sponsor with the separator in it ("Colmado Pérez, SRL" unquoted) keeps its extra parts.
  if (cells.length > 4) {
    const joiner = sep === '\t' ? ' ' : `${sep} `;
    cells.splice(3, cells.length - 3, cells.slice(3).filter(Boolean).join(joiner));
  }
  return cells;
}

/** Reads a size cell: empty means the default M; 2XL and 3XL are accepted for XXL and XXXL. */
export function parseSize(raw: string): Size | null {
  const value = raw.replace(/\s+/g, '').toUpperCase();
  if (!value) return DEFAULT_SIZE;
  if (isSize(value)) return value;
  return SIZE_ALIASES[value] ?? null;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A first row like 'Número, Nombre, Talla, Patrocinador' is a header, not a player. */
function isHeader(cells: string[]): boolean {
  const first = fold(cells[0] ?? '');
  const second = fold(cells[1] ?? '');
  return (
    /^(#|no\.?|n[o°º]|num\.?|numero|dorsal)$/.test(first) &&
    /^(nombre|apellido|jugador|apellido\s*\/\s*nombre)/.test(second)
  );
}

/**
 * Parses pasted rows against the current roster. A row is accepted only if it would pass the
 * add-player rules after the accepted rows above it; each rejected row lists every reason.
 */
export function parsePastedList(text: string, roster: readonly Pick<Player, 'numero'>[]): PasteResult {
  const taken = new Set(roster.map((p) => p.numero));
  const claimedAt = new Map<string, number>();
  const accepted: AcceptedRow[] = [];
  const rejected: RejectedRow[] = [];
  let headerSkipped = false;
  let seenData = false;

  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const cells = splitRow(raw);
    if (!seenData) {
      seenData = true;
      if (isHeader(cells)) {
        headerSkipped = true;
        return;
      }
    }
    const [numero = '', nombre = '', talla = '', patrocinador = ''] = cells;
    const shown = Array.from(raw.trim()).slice(0, 200).join('');
    const reasons: string[] = [];
    if (!numero) reasons.push(PASTE_REASONS.missingNumber);
    if (!nombre) reasons.push(PASTE_REASONS.missingName);
    if (numero.length > LIMITS.numero) reasons.push(PASTE_REASONS.numberTooLong);
    if (nombre.length > LIMITS.apellidoONombre) reasons.push(PASTE_REASONS.nameTooLong);
    if (patrocinador.length > LIMITS.patrocinador) reasons.push(PASTE_REASONS.sponsorTooLong);
    const size = parseSize(talla);
    if (!size) reasons.push(PASTE_REASONS.unknownSize(talla));
    if (numero && taken.has(numero)) reasons.push(PASTE_REASONS.numberTaken);
    else if (numero && claimedAt.has(numero))
      reasons.push(PASTE_REASONS.repeatedInPaste(claimedAt.get(numero) as number));

    if (reasons.length > 0 || !size) {
      rejected.push({ line, text: shown, reasons });
      return;
    }
    claimedAt.set(numero, line);
    accepted.push({ line, text: shown, player: { numero, apellidoONombre: nombre, patrocinador, size } });
  });

  return { accepted, rejected, headerSkipped };
}
