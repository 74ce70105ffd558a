import type { ConfiguratorCopy } from '../../common/ConfiguratorPage';

/** What /productos/uniformes-escolares says around its uniforms (docs/product-rules.md#pages). */
export const SCHOOL_PAGE: ConfiguratorCopy = {
  hero: {
    eyebrow: 'Preescolar a bachillerato',
    title: 'UNIFORMES ESCOLARES',
    lead: 'Uniformes duraderos con el logo de tu colegio bordado, para todos los niveles, con descuentos por volumen.',
    browse: 'Ver uniformes',
    chatMessage: '¡Hola! Quiero información sobre uniformes escolares para mi colegio.',
  },
  catalogue: {
    title: 'Nuestros uniformes',
    subtitle: 'Filtra por nivel y elige el uniforme que quieres personalizar.',
  },
  panel: { title: 'Personaliza tu Uniforme', prompt: 'Selecciona un uniforme para personalizar' },
  closing: { id: 'ventajas', title: 'Ventajas para centros educativos' },
};
