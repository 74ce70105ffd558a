import { addPlayerError, defaultConfig, draftFromForm, emptyClient } from './orderReducer';
import { LIMITS, clip, isSize, type ClientData, type OrderConfig, type OrderData, type Player } from './types';

/**
 * The roster, client data and configuration are kept in the browser per model, so a reload or
 * a closed tab does not lose a half-typed team. Reading is defensive: the stored text may be
 * corrupt, from an older version, or edited by hand.
 */

const VERSION = 1;
const PREFIX = 'estampa-rd:pedido-basquetbol';
type Stored = { v: typeof VERSION; savedAt: string } & OrderData;

/** The versioned key of one model's order. */
export function storageKey(modelId: string): string {
  return `${PREFIX}:v${VERSION}:${encodeURIComponent(clip(modelId.trim(), 64))}`;
}

/** localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
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
