import { render, screen, within } from '@testing-library/react';
import { hydrationErrors } from '@estampa/test/hydration';
import { h3Texts, section } from '../../common/testing/page';
import { SAMPLE_TSHIRTS } from './data';
import TshirtsPage from './TshirtsPage';

const textOf = (href: string | null) => new URL(href ?? '').searchParams.get('text');

describe('TshirtsPage', () => {
  it('shows the hero, six features, twelve T-shirts priced from $12 to $25, four techniques and the call to action', () => {
    render(<TshirtsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('T-SHIRTS PERSONALIZADAS');
    expect(h3Texts(section('¿Por qué hacer tus T-shirts con nosotros?'))).toHaveLength(6);
    const samples = section('Nuestras T-shirts');
    expect(h3Texts(samples)).toHaveLength(12);
    expect(
      within(samples)
        .getAllByText(/^Desde \$\d+$/)
        .map((p) => p.textContent),
    ).toEqual([
      'Desde $12',
      'Desde $18',
      'Desde $15',
      'Desde $20',
      'Desde $16',
      'Desde $22',
      'Desde $14',
      'Desde $19',
      'Desde $17',
      'Desde $21',
      'Desde $25',
      'Desde $23',
    ]);
    expect(within(samples).getAllByRole('img')).toHaveLength(12);
    expect(h3Texts(section('Técnicas de personalización'))).toEqual(['Sublimación', 'DTF', 'Serigrafía', 'Bordado']);
    expect(screen.getByRole('button', { name: 'Ir a contacto' })).toHaveAttribute('href', '/contacto');
  });

  it("each 'Cotizar' is a plain chat link announced as a button, described by its T-shirt, opening the chat without a message in a new tab", () => {
    render(<TshirtsPage />);
    const links = screen.getAllByRole('button', { name: 'Cotizar' });
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAccessibleDescription(SAMPLE_TSHIRTS[0].name);
    const oversize = screen.getByRole('button', { name: 'Cotizar', description: 'T-Shirt Oversize' });
    expect(oversize).toHaveAttribute('target', '_blank');
    expect(oversize).toHaveAttribute('rel', 'noopener noreferrer');
    expect(oversize.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/); // SPEC.md: no message
    expect(textOf(screen.getByRole('button', { name: 'Escríbenos por WhatsApp' }).getAttribute('href'))).toBe(
      '¡Hola! Quiero cotizar T-shirts personalizadas.',
    );
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<TshirtsPage />)).toEqual([]);
  });
});
