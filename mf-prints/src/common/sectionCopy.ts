import type { PageAction, SectionCopy } from './types';

/** Copy several print pages share, written once. */

/** The chat button every hero starts with (and the large-format pages' closing too). */
export const REQUEST_QUOTE: PageAction = { kind: 'quote', label: 'Solicitar Cotización' };

/** The large-format pages' (lona, vinyl, One Vision, coroplast) closing buttons: the quote chat, or the contact page. */
export const QUOTE_OR_CONTACT: readonly PageAction[] = [REQUEST_QUOTE, { kind: 'contact', label: 'Contactar' }];

/** The applications section ('Aplicaciones'), anchored at '<slug>-aplicaciones'. */
export const applicationsSection = (slug: string, subtitle: string): SectionCopy => ({
  id: `${slug}-aplicaciones`,
  title: 'Aplicaciones',
  subtitle,
});

/** The large-format pages' technical specifications section, anchored at '<slug>-especificaciones'. */
export const specsSection = (slug: string): SectionCopy => ({
  id: `${slug}-especificaciones`,
  title: 'Especificaciones Técnicas',
});

/** The process section ('Nuestro Proceso', shown with the page's steps), anchored at '<slug>-proceso'. */
export const processSection = (slug: string, subtitle: string): SectionCopy => ({
  id: `${slug}-proceso`,
  title: 'Nuestro Proceso',
  subtitle,
});
