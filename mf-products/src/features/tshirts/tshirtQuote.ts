import { fromPrice } from '@estampa/shared/money/money';
import type { SampleTshirt } from './data';

/** The chat message of a sample T-shirt's 'Cotizar' link: names the T-shirt the visitor was looking at. */
export function tshirtQuoteMessage(tshirt: Pick<SampleTshirt, 'name' | 'fromPrice'>): string {
  return `¡Hola! Me interesa cotizar la ${tshirt.name} (${fromPrice(tshirt.fromPrice)}). ¿Me pueden dar más información?`;
}

/** The page's general call to action. */
export const TSHIRTS_CHAT_MESSAGE = '¡Hola! Quiero cotizar T-shirts personalizadas.';
