// The escapers are shared with the Node side, which loads plain JavaScript: one implementation.
export { escapeHtml, jsonForScript } from './escape';

/**
 * Returns the URL when it is http(s) or same-site (a path starting with a single '/'),
 * otherwise null. Rejects javascript:, data:, protocol-relative and malformed URLs.
 */
export function safeImageUrl(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
