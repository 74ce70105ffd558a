/**
 * Joins the lines of a WhatsApp message. `false`, `null` and `undefined` drop out (optional lines);
 * an empty string is kept as a blank line between blocks.
 */
export function messageLines(...lines: Array<string | false | null | undefined>): string {
  return lines.filter((line): line is string => typeof line === 'string').join('\n');
}

/** Items as a bulleted block, one per line. */
export function bulletList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}
