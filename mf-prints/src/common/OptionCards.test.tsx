import { render, screen, within } from '@testing-library/react';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';
import { OptionCard, OptionGrid } from './OptionCards';
import { chatText } from './testing';
import type { OptionItem } from './types';

const option: OptionItem = {
  id: 'frontlit',
  name: 'Frontlit',
  badge: '440 g/m²',
  description: 'Lona clásica.',
  note: { label: 'Uso ideal', text: 'Vallas.' },
  listLabel: 'Características',
  items: ['Uno', 'Dos', 'Tres'],
};

describe('OptionCard', () => {
  it('shows the name, figure, description, note and list, and quotes naming the option', () => {
    render(
      <ul>
        <OptionCard option={option} service="impresión en lona" slug="lona" />
      </ul>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Frontlit' })).toBeInTheDocument();
    expect(screen.getByText('440 g/m²')).toBeInTheDocument();
    expect(screen.getByText('Uso ideal:').parentElement).toHaveTextContent('Uso ideal: Vallas.');
    expect(screen.getByText('Características')).toBeInTheDocument();
    expect(within(screen.getByText('Uno').closest('ul')!).getAllByRole('listitem')).toHaveLength(3);
    expect(chatText(screen.getByRole('button', { name: 'Cotizar', description: 'Frontlit' }))).toBe(
      'Hola, me interesa cotizar impresión en lona: Frontlit (440 g/m²).',
    );
    // Field data counts the quote for the service's option.
    expect(clickIntent(screen.getByRole('button', { name: 'Cotizar', description: 'Frontlit' }))).toMatchObject({
      kind: 'whatsapp',
      item: 'lona-frontlit',
    });
  });

  it('uses quoteName in the message when given', () => {
    render(
      <ul>
        <OptionCard
          option={{ id: '3', name: '3 mm', description: 'd', quoteName: 'plancha de 3 mm' }}
          service="letreros de coroplast"
        />
      </ul>,
    );
    expect(chatText(screen.getByRole('button', { name: 'Cotizar', description: '3 mm' }))).toBe(
      'Hola, me interesa cotizar letreros de coroplast: plancha de 3 mm.',
    );
  });

  it('has no quote link without a service', () => {
    const { container } = render(<OptionGrid options={[option]} />);
    expect(container.querySelector('a[href]')).not.toBeInTheDocument();
  });
});
