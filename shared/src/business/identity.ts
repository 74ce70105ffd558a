import { ADDRESS } from './address';
import { BUSINESS_NAME } from './brand';

/**
 * The business identity: the only place these facts are written.
 * Change a value here and rebuild; every app (shell and remotes) reads it from this file.
 */
export const BUSINESS = {
  name: BUSINESS_NAME,
  legalName: 'Estampa RD, SRL',
  tagline: 'Personalización de ropa, artículos promocionales, uniformes deportivos e impresiones',
  phoneDisplay: '(809) 555-0100',
  /** E.164 without the plus sign, as wa.me expects it. */
  whatsappNumber: '18095550100',
  phoneHref: 'tel:+18095550100',
  email: 'ventas@estampard.example',
  address: ADDRESS,
  // Times with a plain hyphen, as visitors type them when they look the hours up.
  hours: [
    {
      days: 'Lunes a Viernes',
      time: '8:00 - 18:00',
      opens: '08:00',
      closes: '18:00',
      schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    },
    { days: 'Sábado', time: '8:00 - 16:00', opens: '08:00', closes: '16:00', schemaDays: ['Saturday'] },
    { days: 'Domingo', time: 'Cerrado', opens: null, closes: null, schemaDays: ['Sunday'] },
  ],
  responsePromise: 'Respondemos en menos de 24 horas',
  social: [
    { network: 'Instagram', handle: '@estampard' },
    { network: 'Facebook', handle: 'Estampa RD' },
    { network: 'WhatsApp', handle: '(809) 555-0100' },
  ],
  map: {
    /** Los Mina, Santo Domingo Este. */
    latitude: 18.4947,
    longitude: -69.8565,
    embedUrl: 'https://www.google.com/maps?q=Los+Mina,+Santo+Domingo+Este,+Rep%C3%BAblica+Dominicana&output=embed',
    /** The same place as a page of its own (a plain link: works without JavaScript or the frame). */
    placeUrl:
      'https://www.google.com/maps/search/?api=1&query=Los+Mina%2C+Santo+Domingo+Este%2C+Rep%C3%BAblica+Dominicana',
  },
  copyrightYear: 2024,
  siteBuilder: 'Sitio creado por Estampa RD Digital',
  /** Public origin used for canonical URLs, sitemap and Open Graph. Deploy config may override it. */
  defaultSiteUrl: 'http://localhost:3000',
} as const;

export { fullAddress, shortAddress } from './address';
