import { jerseySideSvg } from '../common/art/jerseySideSvg';
import { jerseySvg } from '../common/art/jerseySvg';
import type { CatalogueModel, Sport } from '../common/catalogue/types';
import { basketballModels } from '../features/basketball/data';
import { footballModels } from '../features/football/data';
import { softballModels } from '../features/softball/data';
import { baseballModels } from '../features/baseball/data';
import { volleyballModels } from '../features/volleyball/data';

/**
 * Build-time only (scripts/generate-art.js): every art file the catalogues point to, with its
 * contents. The output path is taken from the model's own image URL, so the two cannot drift.
 * Sits above features/ (it reads all five catalogues); no page imports it.
 */

export type ArtFile = { readonly path: string; readonly contents: string };

const PREFIX = '/remotes/uniforms/';

/** 'art/futbol/3.svg' from '/remotes/uniforms/art/futbol/3.svg'. */
export function fileFromUrl(url: string): string {
  if (!url.startsWith(PREFIX)) throw new Error(`not an asset of this remote: ${url}`);
  const file = url.slice(PREFIX.length);
  if (file.split('/').some((part) => part === '..' || part === '')) throw new Error(`unsafe asset path: ${url}`);
  return file;
}

function filesFor(
  sport: Sport,
  models: readonly CatalogueModel[],
  backs?: ReadonlyMap<string | number, string>,
): ArtFile[] {
  return models.flatMap((m) => {
    const files: ArtFile[] = [{ path: fileFromUrl(m.image), contents: jerseySvg(m, { sport, face: 'front' }) }];
    const back = backs?.get(m.id);
    if (back) files.push({ path: fileFromUrl(back), contents: jerseySvg(m, { sport, face: 'back' }) });
    return files;
  });
}

/** The football viewer's side faces. */
function sidesFor(models: typeof footballModels): ArtFile[] {
  return models.map((m) => ({ path: fileFromUrl(m.sideImage), contents: jerseySideSvg(m, 'futbol') }));
}

export function artFiles(): ArtFile[] {
  return [
    ...filesFor('basquetbol', basketballModels),
    ...filesFor('futbol', footballModels, new Map(footballModels.map((m) => [m.id, m.backImage]))),
    ...sidesFor(footballModels),
    ...filesFor('softbol', softballModels),
    ...filesFor('beisbol', baseballModels),
    ...filesFor('voleibol', volleyballModels),
  ];
}
