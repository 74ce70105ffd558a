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

/**
 * Opens the chat in a new tab or, when the browser blocks the tab, in this one: the message is never
 * lost. For a chat opened after an alert (the contact form): a click lets a page open a tab for a few
 * seconds only (Chromium: 5), and a visitor may take longer to close the alert. Without 'noopener',
 * so that a blocked tab shows (window.open then returns null); the new tab is cut from this page at
 * once, and the pages' Cross-Origin-Opener-Policy parts them as well.
 */
export function openWhatsAppOrGo(message?: string, win: Window = window): void {
  const url = whatsappUrl(message);
  const tab = win.open(url, '_blank');
  if (tab) tab.opener = null;
  else win.location.assign(url);
}

/** Attributes for a plain link that opens the chat in a new tab. */
export function whatsappLinkProps(message?: string) {
  return { href: whatsappUrl(message), target: '_blank', rel: 'noopener noreferrer' } as const;
}
