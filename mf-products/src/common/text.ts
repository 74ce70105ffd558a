/**
 * Cuts visitor text to at most `max` UTF-16 units (what an input's maxLength counts) without
 * leaving half of a surrogate pair (an emoji) at the end: a lone surrogate cannot be URL-encoded
 * and would break the WhatsApp link.
 */
export function clampText(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/** The character counter under a limited field: 'n/100 caracteres'. */
export function characterCount(value: string, max: number): string {
  return `${value.length}/${max} caracteres`;
}
