import type { PageAction, SectionCopy } from './types';

/** Copy the large-format pages (lona, vinyl, One Vision, coroplast) share, written once. */

/** Their closing buttons: the quote chat, or the contact page. */
export const QUOTE_OR_CONTACT: readonly PageAction[] = [
  { kind: 'quote', label: 'Solicitar Cotización' },
  { kind: 'contact', label: 'Contactar' },
];

/** Their technical specifications section, anchored at '<slug>-especificaciones'. */
export const specsSection = (slug: string): SectionCopy => ({
  id: `${slug}-especificaciones`,
  title: 'Especificaciones Técnicas',
});
