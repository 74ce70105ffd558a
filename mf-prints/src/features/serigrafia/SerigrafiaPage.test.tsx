import { render, within } from '@testing-library/react';
import SerigrafiaPage from './SerigrafiaPage';
import { cards, h3Texts, section } from '../../common/testing';

// The outline and the hero's and closing's buttons: ../outlines.test.tsx.
beforeEach(() => render(<SerigrafiaPage />));

describe('Screen printing page', () => {
  it('shows four advantages and three applications', () => {
    expect(h3Texts(section('Ventajas de la Serigrafía'))).toHaveLength(4);
    expect(h3Texts(section('Aplicaciones'))).toEqual([
      'Camisetas y uniformes corporativos',
      'Eventos y campañas',
      'Bolsos y artículos promocionales',
    ]);
  });

  it('numbers the four process steps 01 to 04', () => {
    const steps = cards(section('Nuestro Proceso'));
    expect(steps).toHaveLength(4);
    steps.forEach((step, i) => {
      expect(within(step).getByText(`0${i + 1}`)).toBeInTheDocument();
    });
  });

  it('anchors the examples section, where the gallery and portfolio buttons jump, at #serigrafia-aplicaciones', () => {
    expect(section('Aplicaciones').id).toBe('serigrafia-aplicaciones');
  });
});
