import { render, within } from '@testing-library/react';
import OneVisionPage from './OneVisionPage';
import { cardTitles, cards, h3Texts, section, specPairs } from '../../common/testing';

// The outline and the hero's and closing's buttons: ../outlines.test.tsx.
beforeEach(() => render(<OneVisionPage />));

describe('One Vision page', () => {
  it('shows four features and four advantages', () => {
    expect(h3Texts(section('Características'))).toHaveLength(4);
    expect(h3Texts(section('Ventajas'))).toHaveLength(4);
  });

  it('shows three applications, each with its benefits', () => {
    expect(cardTitles(section('Aplicaciones'))).toEqual(['Vidrieras de negocios', 'Vehículos', 'Oficinas y edificios']);
    cards(section('Aplicaciones')).forEach((a) => {
      expect(within(a).getByText('Beneficios')).toBeInTheDocument();
      expect(within(a).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('lists the specs: 60/40, 0.14 mm, 3-5 años, removable adhesive', () => {
    expect(specPairs(section('Especificaciones Técnicas'))).toEqual([
      ['Proporción impresión / transparencia', '60/40'],
      ['Grosor', '0.14 mm'],
      ['Durabilidad', '3-5 años'],
      ['Adhesivo', 'Removible'],
    ]);
  });
});
