/** What a disabled quote button is still waiting for, said under it (colour and size configurators). */
export function colorSizeHint({ color, size }: { color: string | null; size: string | null }): string {
  if (!color && !size) return 'Elige un color y una talla para cotizar.';
  if (!color) return 'Elige un color para cotizar.';
  if (!size) return 'Elige una talla para cotizar.';
  return '';
}
