import { showAlert } from '@estampa/shared/browser/alert';
import { openWhatsApp } from '@estampa/shared/whatsapp/whatsapp';

/** The outcome of a quote request: the chat message to send, or the alert of docs/product-rules.md#messages saying what is missing. */
export type QuoteCheck = { ok: true; message: string } | { ok: false; alert: string };

export const quoteMessage = (message: string): QuoteCheck => ({ ok: true, message });
export const quoteAlert = (alert: string): QuoteCheck => ({ ok: false, alert });

/** Event-handler side of a quote: opens the chat with the message, or shows the alert and opens nothing. */
export function sendQuote(check: QuoteCheck): void {
  if (check.ok) openWhatsApp(check.message);
  else showAlert(check.alert);
}
