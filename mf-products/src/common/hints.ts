/**
 * What a disabled quote button is still waiting for, said under it: a colour and, for products sold
 * in sizes, a size.
 */
export function quoteHint(state: { color: string | null } | { color: string | null; size: string | null }): string {
  const noSize = 'size' in state && !state.size;
  if (!state.color && noSize) return 'Elige un color y una talla para cotizar.';
  if (!state.color) return 'Elige un color para cotizar.';
  if (noSize) return 'Elige una talla para cotizar.';
  return '';
}
