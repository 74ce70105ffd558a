/** The T-shirt page's general call to action (the sample cards' 'Cotizar' opens the chat without a message). */
export const TSHIRTS_CHAT_MESSAGE = '¡Hola! Quiero cotizar T-shirts personalizadas.';
