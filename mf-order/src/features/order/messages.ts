/** docs/product-rules.md#messages: the order page's alerts and static texts, word for word. */
export const MESSAGES = {
  missingPlayerFields: 'Por favor completa todos los campos obligatorios (Apellido/Nombre de Chaqueta y Número)',
  duplicateNumber: 'Este número ya está asignado a otro jugador',
  noPlayers: 'Debes agregar al menos un jugador para generar el pedido',
  missingClient: 'Por favor completa los datos del cliente (Nombre y Teléfono son obligatorios)',
  orderSuccess: '¡Pedido generado exitosamente! El archivo se ha descargado automáticamente.',
  loadingModel: 'Cargando información del modelo...',
} as const;
