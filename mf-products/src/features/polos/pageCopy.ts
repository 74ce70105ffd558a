import type { ConfiguratorCopy } from '../../common/ConfiguratorPage';

/** What /productos/poloshirts says around its polos (docs/product-rules.md#pages). */
export const POLOS_PAGE: ConfiguratorCopy = {
  hero: {
    eyebrow: 'Personalizados con tu logo',
    title: 'POLO SHIRTS PERSONALIZADOS',
    lead: 'Elige modelo, color y talla: ves tu precio al instante y cotizas por WhatsApp.',
    browse: 'Ver modelos',
    chatMessage: '¡Hola! Quiero información sobre polos personalizados.',
  },
  catalogue: {
    title: 'Elige tu polo',
    subtitle: 'Seis modelos para empresas, equipos y eventos. Selecciona uno para personalizarlo.',
  },
  panel: { title: 'Personaliza tu Polo', prompt: 'Selecciona un polo para personalizar' },
  closing: { id: 'razones', title: '¿Por qué elegir nuestros polos?' },
};
