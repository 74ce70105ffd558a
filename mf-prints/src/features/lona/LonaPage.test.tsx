import { render, within } from '@testing-library/react';
import LonaPage from './LonaPage';
import { cards, chatText, h3Texts, section, specPairs } from '../../common/testing';

// The outline and the hero's and closing's buttons: ../outlines.test.tsx.
beforeEach(() => render(<LonaPage />));

describe('Banner (lona) page', () => {
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
      expect(chatText(c.getByRole('button', { name: 'Cotizar', description: name }))).toBe(
        `Hola, me interesa cotizar impresión en lona: ${name} (${weight}).`,
      );
    });
  });

  it('lists the specs: 1440 DPI, 5 m x 50 m, 5+ años', () => {
    expect(specPairs(section('Especificaciones Técnicas'))).toEqual(
      expect.arrayContaining([
        ['Resolución', '1440 DPI'],
        ['Tamaño máximo', '5 m x 50 m'],
        ['Durabilidad en exterior', '5+ años'],
      ]),
    );
  });
});
