import { remoteAssetUrl } from '@estampa/shared/routes/paths';
import type { Sport } from './types';

export type ArtFace = 'front' | 'back' | 'side';

/** Path of a model's generated art inside this remote's build output (dist/client/...). */
export function artFile(sport: Sport, id: number | string, face: ArtFace = 'front'): string {
  return `art/${sport}/${id}${face === 'front' ? '' : `-${face}`}.svg`;
}

/** The URL of a model's generated art in the composed site (served by this remote). */
export function artUrl(sport: Sport, id: number | string, face: ArtFace = 'front'): string {
  return remoteAssetUrl('uniforms', artFile(sport, id, face));
}
