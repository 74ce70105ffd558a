import { render, screen, within } from '@testing-library/react';
import LonaPage from './LonaPage';
import { cards, chatText, h2Texts, h3Texts, section } from '../../common/testing';

beforeEach(() => render(<LonaPage />));

describe('Banner (lona) page', () => {
  it('has one h1 and the sections docs/product-rules.md#pages lists', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Impresión en Lona');
    expect(h2Texts()).toEqual([
      'Características',
      'Tipos de Lona',
      'Aplicaciones',
      'Especificaciones Técnicas',
      '¿Listo para tu lona?',
    ]);
  });

  it('shows four features and three applications', () => {
    expect(h3Texts(section('Características'))).toHaveLength(4);
    expect(h3Texts(section('Aplicaciones'))).toHaveLength(3);
  });

  it('shows the four banner types with their weights, use and a quote link', () => {
    const types = cards(section('Tipos de Lona'));
    const expected = [
      ['Frontlit', '440 g/m²'],
      ['Backlit', '510 g/m²'],
      ['Mesh', '370 g/m²'],
      ['Blockout', '610 g/m²'],
    ];
    expect(types).toHaveLength(4);
    types.forEach((card, i) => {
      const [name, weight] = expected[i];
      const c = within(card);
      expect(c.getByRole('heading', { level: 3 })).toHaveTextContent(name);
      expect(c.getByText(weight)).toBeInTheDocument();
      expect(c.getByText('Uso ideal:')).toBeInTheDocument();
      expect(chatText(c.getByRole('link', { name: `Cotizar ${name}` }))).toBe(
        `Hola, me interesa cotizar impresión en lona: ${name} (${weight}).`,
      );
    });
  });

  it('lists the specs: 1440 DPI, 5 m x 50 m, 5+ años', () => {
    const specs = section('Especificaciones Técnicas');
    const pairs = Array.from(specs.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['Resolución', '1440 DPI'],
        ['Tamaño máximo', '5 m x 50 m'],
        ['Durabilidad en exterior', '5+ años'],
      ]),
    );
  });

  it('hero and closing buttons: chat, banner types, contact', () => {
    const hero = screen.getByRole('region', { name: 'Impresión en Lona' });
    expect(chatText(within(hero).getByRole('link', { name: 'Solicitar Cotización' }))).toBe(
      'Hola, me interesa cotizar impresión en lona.',
    );
    expect(within(hero).getByRole('link', { name: 'Ver Tipos de Lona' })).toHaveAttribute(
      'href',
      `#${section('Tipos de Lona').id}`,
    );
    const closing = section('¿Listo para tu lona?');
    expect(chatText(within(closing).getByRole('link', { name: 'Solicitar Cotización' }))).toBe(
      'Hola, me interesa cotizar impresión en lona.',
    );
    expect(within(closing).getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  });
});
