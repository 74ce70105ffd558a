import type { ConfiguratorCopy } from '../../common/ConfiguratorPage';

/** What /productos/tazas says around its mugs (docs/product-rules.md#pages). */
export const MUGS_PAGE: ConfiguratorCopy = {
  hero: {
    eyebrow: 'Regalos y promociones',
    title: 'TAZAS PERSONALIZADAS',
    lead: 'Tu foto, logo o frase en tazas de 11, 12 y 15 oz, con colores vivos que duran. Elige, personaliza y cotiza por WhatsApp.',
    browse: 'Ver tazas',
    chatMessage: '¡Hola! Quiero información sobre tazas personalizadas.',
  },
  catalogue: { title: 'Elige tu taza', subtitle: 'Seis modelos para regalar, vender o promocionar tu marca.' },
  panel: { title: 'Personaliza tu Taza', prompt: 'Selecciona una taza para personalizar' },
  closing: { id: 'proceso', title: 'Así de fácil es tener tu taza' },
};
