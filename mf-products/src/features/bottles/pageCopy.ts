import type { ConfiguratorCopy } from '../../common/ConfiguratorPage';

/** What /productos/termos says around its bottles (docs/product-rules.md#pages). */
export const BOTTLES_PAGE: ConfiguratorCopy = {
  hero: {
    eyebrow: 'Frío o caliente, con tu marca',
    title: 'TERMOS PERSONALIZADOS',
    lead: 'Termos de 350 ml a 1 litro que cuidan la temperatura de tus bebidas todo el día, con grabado láser o sublimación.',
    browse: 'Ver termos',
    chatMessage: '¡Hola! Quiero información sobre termos personalizados.',
  },
  catalogue: {
    title: 'Elige tu termo',
    subtitle: 'Seis modelos para el gimnasio, la oficina, la escuela o como regalo corporativo.',
  },
  panel: { title: 'Personaliza tu Termo', prompt: 'Selecciona un termo para personalizar' },
  closing: { id: 'por-que', title: '¿Por qué elegir nuestros termos?' },
};
