import { render, screen, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { QuantityStepper } from './QuantityStepper';

function Harness({ min = 1 }: { min?: number }) {
  const [q, setQ] = useState(min);
  return (
    <QuantityStepper
      value={q}
      label="Cantidad de tazas"
      onDecrement={() => setQ((v) => Math.max(min, v - 1))}
      onIncrement={() => setQ((v) => v + 1)}
    />
  );
}

it('shows the value and calls the parent rules', () => {
  render(<Harness />);
  const group = screen.getByRole('group', { name: 'Cantidad de tazas' });
  expect(group).toHaveTextContent('1');
  fireEvent.click(screen.getByRole('button', { name: '+' }));
  fireEvent.click(screen.getByRole('button', { name: '+' }));
  expect(screen.getByRole('status')).toHaveTextContent('3');
  fireEvent.click(screen.getByRole('button', { name: '-' }));
  expect(screen.getByRole('status')).toHaveTextContent('2');
  // At the minimum minus stays enabled and is answered: the parent's rule keeps the value.
  fireEvent.click(screen.getByRole('button', { name: '-' }));
  fireEvent.click(screen.getByRole('button', { name: '-' }));
  expect(screen.getByRole('button', { name: '-' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '-' })).not.toHaveAttribute('aria-disabled');
  expect(screen.getByRole('status')).toHaveTextContent('1');
});

it('names its buttons by their signs and describes them after a subject; can leave the announcing to the page', () => {
  render(
    <QuantityStepper
      value={4}
      label="Cantidad de Combo Básico"
      subject="cantidad de Combo Básico"
      announce={false}
      onDecrement={() => {}}
      onIncrement={() => {}}
    />,
  );
  expect(screen.getByRole('group', { name: 'Cantidad de Combo Básico' })).toHaveTextContent('4');
  expect(screen.getByRole('button', { name: '-' })).toHaveAccessibleDescription('Disminuir cantidad de Combo Básico');
  expect(screen.getByRole('button', { name: '+' })).toHaveAccessibleDescription('Aumentar cantidad de Combo Básico');
  expect(screen.queryByRole('status')).toBeNull();
});
