/** Test helpers (imported by tests only): the WhatsApp chat a quote opens. */
import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import type { QuoteCheck } from '../quote';

/** The stand-in for the chat window. */
export type ChatWindow = {
  /** window.open's spy. */
  open: () => jest.SpyInstance;
  /** The text of the first chat opened, as the visitor reads it. */
  text: () => string | null;
};

/**
 * Stands in for window.open in every test of the file (a quote opens the chat in a new tab); call it
 * once at the top of the file.
 */
export function stubChatWindow(): ChatWindow {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());
  return {
    open: () => open,
    text: () => new URL(open.mock.calls[0][0]).searchParams.get('text'),
  };
}

/** The chat text of a complete quote, as the chat link carries it; fails the test on an alert. */
export function quotedText(check: QuoteCheck): string | null {
  if (!check.ok) throw new Error(`expected a message, got the alert: ${check.alert}`);
  return new URL(whatsappUrl(check.message)).searchParams.get('text');
}
