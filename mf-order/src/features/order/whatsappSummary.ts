import { configurationSummary } from './configurationSummary';
import { sizeTallyText } from './sizeTally';
import type { OrderData, SelectedModel } from './types';

/** One line of the chat message: no line breaks or control characters smuggled in, and short. */
function inline(value: string, max = 100): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/**
 * 'Enviar resumen por WhatsApp': the short version of the order (model, client, player count,
 * sizes tally). The full roster travels in the downloaded document.
 */
export function whatsappSummary(input: OrderData & { model: SelectedModel }): string {
  const { model, client, config, players } = input;
  const count = players.length;
  const lines = [
    'Hola, quiero hacer un pedido de uniformes de basquetbol.',
    `Modelo: ${inline(model.nombre)} (ID ${inline(model.id, 20)})`,
    `Cliente: ${inline(client.nombre)} · Tel. ${inline(client.telefono, 20)}`,
    `Jugadores: ${count} ${count === 1 ? 'uniforme' : 'uniformes'}`,
    count > 0 ? `Tallas: ${sizeTallyText(players)}` : '',
    `Configuración: ${inline(configurationSummary(config), 160)}`,
    'Les envío el documento del pedido con la lista completa de jugadores.',
  ];
  return lines.filter(Boolean).join('\n');
}
