import type { Size } from './types';

/**
 * Size guide shown next to the size picker: approximate body measurements for the sublimated
 * basketball jersey (unisex adult cut). Change here only.
 */
export const SIZE_GUIDE: ReadonlyArray<{ size: Size; chest: string; length: string }> = [
  { size: 'XS', chest: '84–89', length: '68' },
  { size: 'S', chest: '89–94', length: '70' },
  { size: 'M', chest: '94–102', length: '72' },
  { size: 'L', chest: '102–110', length: '74' },
  { size: 'XL', chest: '110–118', length: '76' },
  { size: 'XXL', chest: '118–126', length: '78' },
  { size: 'XXXL', chest: '126–134', length: '80' },
];

export const SIZE_GUIDE_NOTE =
  'Medidas aproximadas del cuerpo en centímetros. Si estás entre dos tallas, elige la mayor.';

/** The page's fixed texts that are not in docs/product-rules.md#messages. */
export const PAGE_TEXT = {
  title: 'Pedido de Uniformes de Basquetbol',
  lead: 'Arma la lista de jugadores de tu equipo y descarga el pedido listo para imprimir y enviarnos.',
  backToCatalogue: 'Volver a Uniformes',
  backToModels: 'Volver a Modelos',
  downloadLabel: (count: number) => `Descargar Pedido (${count} jugadores)`,
  whatsapp: 'Enviar resumen por WhatsApp',
} as const;
