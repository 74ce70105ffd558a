/** The order page's entities (docs/product-rules.md#catalogue) and their limits (sections 5 and 9). */

/** Player sizes in display order; 'M' is the default. */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'M';

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

/** Maximum length (UTF-16 code units, as the input's maxLength counts) of every free-text field. */
export const LIMITS = {
  apellidoONombre: 50,
  numero: 3,
  patrocinador: 100,
  nombre: 100,
  telefono: 20,
  correo: 100,
  colorFondo: 100,
} as const;

/** The model picked in the catalogue, read from the query string (modelo, nombre, colores, imagen). */
export type SelectedModel = { id: string; nombre: string; colores: string; imagen: string };

/** One order line. */
export type Player = {
  /** Generated from the time of the add; unique within the roster. */
  id: string;
  apellidoONombre: string;
  /** Any text up to 3 characters, unique by exact text. */
  numero: string;
  /** Optional; '' when none. */
  patrocinador: string;
  size: Size;
};

/** A player before it gets an id: the add-player form, a pasted row. */
export type PlayerDraft = Omit<Player, 'id'>;

export type ClientData = { nombre: string; telefono: string; correo: string };

export type OrderConfig = {
  numeroAdelante: boolean;
  colorDistinto: boolean;
  /** Only meaningful while colorDistinto is on (see effectiveColorFondo). */
  colorFondo: string;
};

/** What is kept in the browser per model and what the document is built from. */
export type OrderData = { players: Player[]; client: ClientData; config: OrderConfig };

/** The requested background colour, or '' when the visitor did not ask for a different one. */
export function effectiveColorFondo(config: OrderConfig): string {
  return config.colorDistinto ? config.colorFondo.trim() : '';
}

/** Cuts text to a limit without leaving half of a surrogate pair (emoji, some CJK) at the end. */
export { clip } from '@estampa/shared/text/clip';
