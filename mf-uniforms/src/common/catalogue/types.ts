/** The five sports this remote shows; the value is also the route slug and the art folder. */
export type Sport = 'basquetbol' | 'futbol' | 'softbol' | 'beisbol' | 'voleibol';

/**
 * A catalogue model (docs/product-rules.md#catalogue): id, name, colours 'A y B', image URL.
 * Ids are numbers except for football, whose ids are the strings '1' to '20'.
 */
export type CatalogueModel<Id extends number | string = number | string> = {
  readonly id: Id;
  readonly name: string;
  /** Two colours joined by ' y ', e.g. 'Rojo y Negro'. */
  readonly colors: string;
  /** Front image; today our generated SVG art, later possibly a photo. */
  readonly image: string;
};

/** What the art generator and the catalogue builder produce before an id type and URL are attached. */
export type ModelEntry = {
  /** 1-based position in the catalogue. */
  readonly index: number;
  readonly name: string;
  readonly colors: string;
};
