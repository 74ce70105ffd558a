/**
 * What every print page shows alike, checked from one list: its outline (exactly one h1, and the
 * sections docs/product-rules.md#pages lists as h2s, in order) and the buttons of its hero and of its
 * closing call to action, each going where it says. Each page's own test checks its sections' content.
 */
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import CoroplastPage from './coroplast/CoroplastPage';
import DtfPage from './dtf/DtfPage';
import LonaPage from './lona/LonaPage';
import OneVisionPage from './one-vision/OneVisionPage';
import SerigrafiaPage from './serigrafia/SerigrafiaPage';
import SublimacionPage from './sublimacion/SublimacionPage';
import VinylPage from './vinyl/VinylPage';
import { expectChatLink, expectContactLink, expectSectionLink, h2Texts, section } from '../common/testing';

/**
 * A button by its label, and where it goes: 'chat' opens the chat asking for the page's service,
 * 'contact' goes to the contact page, `{ section }` jumps to the section with that h2.
 */
type Button = [label: string, goes: 'chat' | 'contact' | { section: string }];

type Outline = {
  name: string;
  Page: ComponentType;
  h1: string;
  h2s: string[];
  /** The text of the chat the page's quote buttons open. */
  chat: string;
  hero: Button[];
  closing: Button[];
};

const QUOTE: Button = ['Solicitar Cotización', 'chat'];
const CHAT_CLOSING: Button[] = [['Escríbenos por WhatsApp', 'chat']];
/** The large-format pages' closing (QUOTE_OR_CONTACT in common/sectionCopy.ts). */
const QUOTE_OR_CONTACT: Button[] = [QUOTE, ['Contactar', 'contact']];

const PAGES: Outline[] = [
  {
    name: 'DTF',
    Page: DtfPage,
    h1: 'Impresión DTF',
    h2s: [
      'Beneficios de la Impresión DTF',
      'Productos con Impresión DTF',
      'Nuestro Proceso',
      '¿Listo para estampar tu diseño?',
    ],
    chat: 'Hola, me interesa cotizar impresión DTF.',
    hero: [QUOTE],
    closing: CHAT_CLOSING,
  },
  {
    name: 'Sublimation',
    Page: SublimacionPage,
    h1: 'Sublimación',
    h2s: [
      'Ventajas de la Sublimación',
      'Productos Sublimados',
      'Aplicaciones',
      'Nuestro Proceso',
      '¿Tienes un proyecto de sublimación?',
    ],
    chat: 'Hola, me interesa cotizar sublimación.',
    hero: [QUOTE],
    closing: CHAT_CLOSING,
  },
  {
    name: 'Screen printing',
    Page: SerigrafiaPage,
    h1: 'Serigrafía',
    h2s: ['Ventajas de la Serigrafía', 'Aplicaciones', 'Nuestro Proceso', '¿Necesitas estampar en cantidad?'],
    chat: 'Hola, me interesa cotizar serigrafía.',
    // The gallery and the portfolio are the examples (applications) section.
    hero: [QUOTE, ['Ver Galería', { section: 'Aplicaciones' }]],
    closing: [
      ['Contactar', 'contact'],
      ['Ver Portafolio', { section: 'Aplicaciones' }],
    ],
  },
  {
    name: 'Banner (lona)',
    Page: LonaPage,
    h1: 'Impresión en Lona',
    h2s: ['Características', 'Tipos de Lona', 'Aplicaciones', 'Especificaciones Técnicas', '¿Listo para tu lona?'],
    chat: 'Hola, me interesa cotizar impresión en lona.',
    hero: [QUOTE, ['Ver Tipos de Lona', { section: 'Tipos de Lona' }]],
    closing: QUOTE_OR_CONTACT,
  },
  {
    name: 'Vinyl',
    Page: VinylPage,
    h1: 'Corte de Vinil',
    h2s: ['Beneficios del Vinil', 'Tipos de Vinil', 'Aplicaciones', 'Nuestro Proceso', '¿Qué quieres rotular?'],
    chat: 'Hola, me interesa cotizar corte de vinil.',
    hero: [QUOTE, ['Ver Tipos de Vinil', { section: 'Tipos de Vinil' }]],
    closing: QUOTE_OR_CONTACT,
  },
  {
    name: 'One Vision',
    Page: OneVisionPage,
    h1: 'One Vision',
    h2s: [
      'Características',
      'Aplicaciones',
      'Ventajas',
      'Especificaciones Técnicas',
      '¿Listo para transformar tus vidrios?',
    ],
    chat: 'Hola, me interesa cotizar vinil microperforado One Vision.',
    hero: [QUOTE, ['Ver Aplicaciones', { section: 'Aplicaciones' }]],
    closing: QUOTE_OR_CONTACT,
  },
  {
    name: 'Coroplast',
    Page: CoroplastPage,
    h1: 'Letreros de Coroplast',
    h2s: [
      'Ventajas del Coroplast',
      'Espesores Disponibles',
      'Aplicaciones',
      'Especificaciones Técnicas',
      'Nuestro Proceso',
      '¿Necesitas letreros de coroplast?',
    ],
    chat: 'Hola, me interesa cotizar letreros de coroplast.',
    hero: [QUOTE, ['Ver Espesores', { section: 'Espesores Disponibles' }]],
    closing: QUOTE_OR_CONTACT,
  },
];

/** Asserts that `region` has exactly the given buttons (its only links), each going where it says. */
function expectButtons(region: HTMLElement, buttons: readonly Button[], chat: string): void {
  expect(region.querySelectorAll('a[href]')).toHaveLength(buttons.length);
  for (const [label, goes] of buttons) {
    if (goes === 'chat') expectChatLink(region, label, chat);
    else if (goes === 'contact') expectContactLink(region, label);
    else expectSectionLink(region, label, goes.section);
  }
}

describe.each(PAGES)('$name page', ({ Page, h1, h2s, chat, hero, closing }) => {
  beforeEach(() => render(<Page />));

  it('has one h1 and the sections docs/product-rules.md#pages lists', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(h1);
    expect(h2Texts()).toEqual(h2s);
  });

  it('hero buttons: the quote chat asking for the service, and a jump to a section where the page has one', () => {
    expectButtons(section(h1), hero, chat);
  });

  it('closing buttons (the last section) go where they say', () => {
    expectButtons(section(h2s[h2s.length - 1]), closing, chat);
  });
});
