import { BUSINESS } from '../business/identity';

const BASE = `https://wa.me/${BUSINESS.whatsappNumber}`;

/** The chat link for the business number; the message (if any) is percent-encoded, spaces as %20. */
export function whatsappUrl(message?: string): string {
  // A lone surrogate (half an emoji cut by a length limit) would make encodeURIComponent throw.
  const text = message
    ?.trim()
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return text ? `${BASE}?text=${encodeURIComponent(text)}` : BASE;
}

/** Opens the chat in a new tab without giving it a handle on this page. */
export function openWhatsApp(message?: string): void {
  window.open(whatsappUrl(message), '_blank', 'noopener,noreferrer');
}

/** Attributes for a plain link that opens the chat in a new tab. */
export function whatsappLinkProps(message?: string) {
  return { href: whatsappUrl(message), target: '_blank', rel: 'noopener noreferrer' } as const;
}
