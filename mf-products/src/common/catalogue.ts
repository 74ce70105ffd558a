/** The catalogue's product with this id: undefined for none (nothing chosen yet) or an unknown id. */
export function findById<P extends { id: string }>(catalogue: readonly P[], id: string | null): P | undefined {
  return id ? catalogue.find((product) => product.id === id) : undefined;
}
