import {
  addPlayerError,
  defaultConfig,
  draftFromForm,
  emptyClient,
  formWithinLimits,
  type PlayerForm,
} from './orderReducer';
import {
  DEFAULT_SIZE,
  LIMITS,
  clip,
  isSize,
  type ClientData,
  type OrderConfig,
  type OrderData,
  type Player,
} from './types';

/**
 * The roster, client data and configuration are kept in the browser per model, so a reload or
 * a closed tab does not lose a half-typed team; so is the player typed into the add-player form
 * but not added yet (the draft, below). Reading is defensive: the stored text may be corrupt,
 * from an older version, or edited by hand.
 */

const VERSION = 1;
const PREFIX = 'estampa-rd:pedido-basquetbol';
type Stored = { v: typeof VERSION; savedAt: string } & OrderData;

/** The versioned key of one model's order. */
export function storageKey(modelId: string): string {
  return `${PREFIX}:v${VERSION}:${encodeURIComponent(clip(modelId.trim(), 64))}`;
}

/**
 * The browser's localStorage (the order) or sessionStorage (this tab's draft), or null where the
 * browser refuses it (privacy modes, sandboxed frames) or there is no browser (the server render).
 */
function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

const str = (value: unknown, max: number) => (typeof value === 'string' ? clip(value, max) : '');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readPlayers(value: unknown): Player[] {
  if (!Array.isArray(value)) return [];
  const players: Player[] = [];
  const ids = new Set<string>();
  // Every player comes back: an order has no maximum (docs/product-rules.md), so neither has its copy.
  for (const item of value) {
    if (!isRecord(item) || !isSize(item.size)) continue;
    const draft = draftFromForm({
      apellidoONombre: str(item.apellidoONombre, LIMITS.apellidoONombre * 2),
      numero: str(item.numero, LIMITS.numero * 2),
      patrocinador: str(item.patrocinador, LIMITS.patrocinador * 2),
      size: item.size,
    });
    if (addPlayerError(players, draft)) continue;
    let id = typeof item.id === 'string' && item.id ? clip(item.id, 40) : `restaurado-${players.length}`;
    while (ids.has(id)) id = `${id}-r`;
    ids.add(id);
    players.push({ id, ...draft });
  }
  return players;
}

function readClient(value: unknown): ClientData {
  if (!isRecord(value)) return emptyClient;
  return {
    nombre: str(value.nombre, LIMITS.nombre),
    telefono: str(value.telefono, LIMITS.telefono),
    correo: str(value.correo, LIMITS.correo),
  };
}

function readConfig(value: unknown): OrderConfig {
  if (!isRecord(value)) return defaultConfig;
  return {
    numeroAdelante: typeof value.numeroAdelante === 'boolean' ? value.numeroAdelante : defaultConfig.numeroAdelante,
    colorDistinto: typeof value.colorDistinto === 'boolean' ? value.colorDistinto : defaultConfig.colorDistinto,
    colorFondo: str(value.colorFondo, LIMITS.colorFondo),
  };
}

/** True when there is nothing worth keeping (a fresh or just-emptied order). */
export function isBlankOrder(data: OrderData): boolean {
  const { client, config } = data;
  return (
    data.players.length === 0 &&
    !client.nombre &&
    !client.telefono &&
    !client.correo &&
    config.numeroAdelante === defaultConfig.numeroAdelante &&
    config.colorDistinto === defaultConfig.colorDistinto &&
    !config.colorFondo
  );
}

/** The kept order of this model, or null when there is none or it cannot be read. */
export function loadOrder(modelId: string, storage: Storage | null = browserStorage()): OrderData | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(storageKey(modelId)) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.v !== VERSION) return null;
  const data = {
    players: readPlayers(parsed.players),
    client: readClient(parsed.client),
    config: readConfig(parsed.config),
  };
  return isBlankOrder(data) ? null : data;
}

/** Keeps this model's order; a blank order removes the entry. Returns false when the browser refused. */
export function saveOrder(
  modelId: string,
  data: OrderData,
  storage: Storage | null = browserStorage(),
  now: Date = new Date(),
): boolean {
  if (!storage) return false;
  try {
    if (isBlankOrder(data)) {
      storage.removeItem(storageKey(modelId));
    } else {
      // Unchanged data is not written again: another tab of the same model listens for writes,
      // and a fresh timestamp alone would bounce the order between the two tabs forever.
      const key = storageKey(modelId);
      const content = JSON.stringify({ players: data.players, client: data.client, config: data.config });
      const previous = storage.getItem(key);
      if (previous) {
        try {
          const { players, client, config } = JSON.parse(previous) as Stored;
          if (JSON.stringify({ players, client, config }) === content) return true;
        } catch {
          /* corrupt: overwrite it */
        }
      }
      const stored: Stored = {
        v: VERSION,
        savedAt: now.toISOString(),
        players: data.players,
        client: data.client,
        config: data.config,
      };
      storage.setItem(key, JSON.stringify(stored));
    }
    return true;
  } catch {
    return false;
  }
}

/*
 * The add-player form's draft: a player typed but not added yet. It is kept beside the order,
 * under the order's key with a suffix, but in sessionStorage, not localStorage: a draft belongs
 * to the tab it is being typed in. A reload of that tab (or the browser bringing a discarded tab
 * back) restores it; another tab of the same model neither sees it nor overwrites it, and since
 * sessionStorage fires no `storage` event in other tabs, useCrossTabSync never follows (nor
 * announces) a keystroke. Closing the tab drops it, while the order itself stays. The order's
 * saved format is unchanged: an order saved before drafts existed loads as before, and an older
 * version of the page reads the orders this one saves.
 */

/** The key of this model's draft in sessionStorage (derived from the order's: one place for both). */
export function draftStorageKey(modelId: string): string {
  return `${storageKey(modelId)}:borrador`;
}

/** True when the form holds nothing worth keeping (fresh, or just after 'Agregar Jugador'). */
export function isBlankDraft(form: PlayerForm): boolean {
  return !form.apellidoONombre.trim() && !form.numero.trim() && !form.patrocinador.trim() && form.size === DEFAULT_SIZE;
}

/**
 * The draft this tab kept for this model, within the form's limits (an over-long text is cut, an
 * unknown size is M), or null when there is none or it cannot be read.
 */
export function loadDraft(
  modelId: string,
  storage: Storage | null = browserStorage('sessionStorage'),
): PlayerForm | null {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(draftStorageKey(modelId));
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.v !== VERSION) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const form = formWithinLimits({
    apellidoONombre: text(parsed.apellidoONombre),
    numero: text(parsed.numero),
    patrocinador: text(parsed.patrocinador),
    size: isSize(parsed.size) ? parsed.size : DEFAULT_SIZE,
  });
  return isBlankDraft(form) ? null : form;
}

/** Keeps this tab's draft for this model; a blank form removes it. Returns false when the browser refused. */
export function saveDraft(
  modelId: string,
  form: PlayerForm,
  storage: Storage | null = browserStorage('sessionStorage'),
): boolean {
  if (!storage) return false;
  try {
    if (isBlankDraft(form)) storage.removeItem(draftStorageKey(modelId));
    else storage.setItem(draftStorageKey(modelId), JSON.stringify({ v: VERSION, ...formWithinLimits(form) }));
    return true;
  } catch {
    return false;
  }
}
