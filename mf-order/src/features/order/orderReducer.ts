import { MESSAGES } from './messages';
import {
  DEFAULT_SIZE,
  LIMITS,
  clip,
  isSize,
  type ClientData,
  type OrderConfig,
  type OrderData,
  type Player,
  type PlayerDraft,
} from './types';

/** The add-player form. */
export type PlayerForm = PlayerDraft;

export type OrderState = OrderData & { form: PlayerForm };

export type PlayerTextField = 'apellidoONombre' | 'numero' | 'patrocinador';
export type ConfigFlag = 'numeroAdelante' | 'colorDistinto';

export type OrderAction =
  | { type: 'formFieldChanged'; field: PlayerTextField; value: string }
  | { type: 'formSizeChanged'; size: string }
  | { type: 'clientFieldChanged'; field: keyof ClientData; value: string }
  | { type: 'configFlagChanged'; field: ConfigFlag; value: boolean }
  | { type: 'colorFondoChanged'; value: string }
  /** Adds the form's player if addPlayerError finds nothing wrong; `now` is Date.now() at the click. */
  | { type: 'playerAdded'; now: number }
  | { type: 'playerRemoved'; id: string }
  /** Adds rows already accepted by parsePastedList; any row that became invalid is skipped. */
  | { type: 'playersImported'; rows: readonly PlayerDraft[]; now: number }
  /** 'Vaciar pedido': roster, client data, configuration and form back to the start. */
  | { type: 'orderCleared' }
  /** Data kept in the browser for this model (see persistence.ts). Leaves the add-player form alone. */
  | { type: 'orderRestored'; data: OrderData }
  /** The add-player form as this tab left it before a reload (persistence.ts, loadDraft). */
  | { type: 'formRestored'; form: PlayerForm };

export const emptyForm: PlayerForm = { apellidoONombre: '', numero: '', patrocinador: '', size: DEFAULT_SIZE };
export const emptyClient: ClientData = { nombre: '', telefono: '', correo: '' };
export const defaultConfig: OrderConfig = { numeroAdelante: true, colorDistinto: false, colorFondo: '' };

export const initialOrderState: OrderState = {
  players: [],
  client: emptyClient,
  config: defaultConfig,
  form: emptyForm,
};

/** The player the form describes, trimmed as it is stored. */
export function draftFromForm(form: PlayerForm): PlayerDraft {
  return {
    apellidoONombre: clip(form.apellidoONombre.trim(), LIMITS.apellidoONombre),
    numero: clip(form.numero.trim(), LIMITS.numero),
    patrocinador: clip(form.patrocinador.trim(), LIMITS.patrocinador),
    size: isSize(form.size) ? form.size : DEFAULT_SIZE,
  };
}

/**
 * The form as typed (not trimmed), each text cut to the limit of its field and an unknown size
 * back to M: what the form's own inputs would hold (a restored draft goes through it).
 */
export function formWithinLimits(form: PlayerForm): PlayerForm {
  return {
    apellidoONombre: clip(form.apellidoONombre, LIMITS.apellidoONombre),
    numero: clip(form.numero, LIMITS.numero),
    patrocinador: clip(form.patrocinador, LIMITS.patrocinador),
    size: isSize(form.size) ? form.size : DEFAULT_SIZE,
  };
}

/**
 * docs/product-rules.md#validation, add player: the alert text when the draft cannot join the roster, else null.
 * Name and number are required after trimming; the number must not match another player's exactly.
 */
export function addPlayerError(players: readonly Pick<Player, 'numero'>[], draft: PlayerDraft): string | null {
  const name = draft.apellidoONombre.trim();
  const numero = draft.numero.trim();
  if (!name || !numero) return MESSAGES.missingPlayerFields;
  if (players.some((p) => p.numero === numero)) return MESSAGES.duplicateNumber;
  return null;
}

/**
 * Whether 'Descargar Pedido' and the WhatsApp summary are shown enabled: at least one player and a
 * client name and phone that are not empty (the product rules' states). A name or phone of spaces
 * only shows them enabled; a click then says what is missing, as orderError trims (the rules'
 * validation).
 */
export function finishShownEnabled(data: Pick<OrderData, 'players' | 'client'>): boolean {
  return data.players.length > 0 && data.client.nombre !== '' && data.client.telefono !== '';
}

/** docs/product-rules.md#validation, generate order: the alert text when the order cannot be generated yet, else null. */
export function orderError(data: Pick<OrderData, 'players' | 'client'>): string | null {
  if (data.players.length === 0) return MESSAGES.noPlayers;
  if (!data.client.nombre.trim() || !data.client.telefono.trim()) return MESSAGES.missingClient;
  return null;
}

/**
 * An id made from the time of the add. Two adds in the same millisecond (or a pasted list, which
 * adds many at once) get a counter suffix, so ids stay unique within the roster.
 */
export function nextPlayerId(now: number, taken: ReadonlySet<string>): string {
  const base = String(Math.trunc(now));
  if (!taken.has(base)) return base;
  let n = 1;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

function withIds(players: readonly Player[], drafts: readonly PlayerDraft[], now: number): Player[] {
  const taken = new Set(players.map((p) => p.id));
  const out = [...players];
  for (const draft of drafts) {
    const clean = draftFromForm(draft);
    if (addPlayerError(out, clean)) continue;
    const id = nextPlayerId(now, taken);
    taken.add(id);
    out.push({ id, ...clean });
  }
  return out;
}

const clientLimits: Record<keyof ClientData, number> = {
  nombre: LIMITS.nombre,
  telefono: LIMITS.telefono,
  correo: LIMITS.correo,
};

export function orderReducer(state: OrderState, action: OrderAction): OrderState {
  switch (action.type) {
    case 'formFieldChanged':
      return { ...state, form: { ...state.form, [action.field]: clip(action.value, LIMITS[action.field]) } };
    case 'formSizeChanged':
      return isSize(action.size) ? { ...state, form: { ...state.form, size: action.size } } : state;
    case 'clientFieldChanged':
      return { ...state, client: { ...state.client, [action.field]: clip(action.value, clientLimits[action.field]) } };
    case 'configFlagChanged':
      return { ...state, config: { ...state.config, [action.field]: action.value } };
    case 'colorFondoChanged':
      return { ...state, config: { ...state.config, colorFondo: clip(action.value, LIMITS.colorFondo) } };
    case 'playerAdded': {
      const draft = draftFromForm(state.form);
      if (addPlayerError(state.players, draft)) return state;
      return { ...state, players: withIds(state.players, [draft], action.now), form: emptyForm };
    }
    case 'playerRemoved': {
      const players = state.players.filter((p) => p.id !== action.id);
      return players.length === state.players.length ? state : { ...state, players };
    }
    case 'playersImported':
      return action.rows.length === 0 ? state : { ...state, players: withIds(state.players, action.rows, action.now) };
    case 'orderCleared':
      return initialOrderState;
    case 'orderRestored':
      return { ...state, players: action.data.players, client: action.data.client, config: action.data.config };
    case 'formRestored':
      return { ...state, form: formWithinLimits(action.form) };
    default: {
      const exhaustive: never = action;
      void exhaustive;
      return state;
    }
  }
}
