/**
 * The WhatsApp messages of the print pages: 'Solicitar Cotización' and the 'Cotizar' of an option
 * card name what the visitor was looking at (docs/product-rules.md#improvements); the sample
 * products' 'Cotizar' (DTF, sublimación) opens the chat without a message, as SPEC.md says. Static
 * text, so the links are plain `<a href>` that work without JavaScript.
 *
 * `service` is the phrase naming the service inside a sentence, e.g. 'impresión DTF'.
 */

/** 'Hola, me interesa cotizar impresión DTF.' */
export function serviceQuoteMessage(service: string): string {
  return `Hola, me interesa cotizar ${service.trim()}.`;
}

/**
 * 'Hola, me interesa cotizar impresión en lona: Frontlit (440 g/m²).' — the detail in
 * parentheses only when there is one.
 */
export function optionQuoteMessage(service: string, option: { name: string; badge?: string }): string {
  const detail = option.badge?.trim();
  return `Hola, me interesa cotizar ${service.trim()}: ${option.name.trim()}${detail ? ` (${detail})` : ''}.`;
}
