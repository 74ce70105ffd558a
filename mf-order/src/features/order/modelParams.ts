import { clip, type SelectedModel } from './types';

/** Generous caps for what the URL may carry; the catalogue's real values are far shorter. */
const PARAM_LIMITS = { modelo: 20, nombre: 100, colores: 100, imagen: 2000 } as const;

/**
 * The selected model from the query string (modelo, nombre, colores, imagen; URL-encoded), or
 * null when any is missing or blank. Values are only trimmed and capped here: they are escaped
 * wherever they are shown, and the image is checked by safeImageUrl before any use.
 */
export function readSelectedModel(search: string): SelectedModel | null {
  const params = new URLSearchParams(search);
  const get = (name: keyof typeof PARAM_LIMITS) => clip((params.get(name) ?? '').trim(), PARAM_LIMITS[name]);
  const model = { id: get('modelo'), nombre: get('nombre'), colores: get('colores'), imagen: get('imagen') };
  return model.id && model.nombre && model.colores && model.imagen ? model : null;
}
