import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrationErrors } from '@estampa/test/hydration';
import TermosPage from './TermosPage';

const ALERT = 'Por favor selecciona un termo y color antes de solicitar cotización.';

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

const panel = () => within(screen.getByRole('group', { name: 'Personaliza tu Termo' }));
const total = () =>
  panel()
    .getByText(/Total estimado/)
    .closest('[aria-live]');

describe('TermosPage', () => {
  it('shows six bottles with hot and cold retention, the prompt and the why-choose list', () => {
    render(<TermosPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TERMOS PERSONALIZADOS');
    const cards = screen.getAllByRole('button', { name: /^Seleccionar / }).map((b) => b.closest('li') as HTMLElement);
    expect(cards).toHaveLength(6);
    const xl = cards[3];
    expect(within(xl).getByRole('heading', { name: 'Termo Premium XL' })).toBeInTheDocument();
    expect(within(xl).getByText('Mantiene caliente 20 horas')).toBeInTheDocument();
    expect(within(xl).getByText('Mantiene frío 40 horas')).toBeInTheDocument();
    expect(within(xl).getByText('Caliente 20 h')).toHaveAttribute('aria-hidden', 'true');
    expect(within(xl).getByText('Frío 40 h')).toBeInTheDocument();
    expect(within(xl).getByText('$1,200')).toBeInTheDocument();
    expect(within(xl).getByText('Capacidad de 1 litro')).toBeInTheDocument();
    expect(within(xl).queryByText('Asa de transporte plegable')).not.toBeInTheDocument();
    expect(panel().getByText('Selecciona un termo para personalizar')).toBeInTheDocument();
    const why = screen
      .getByRole('heading', { level: 2, name: '¿Por qué elegir nuestros termos?' })
      .closest('section') as HTMLElement;
    for (const t of [
      'Calientes hasta 20 horas',
      'Frías hasta 40 horas',
      'Libres de BPA',
      'Grabado láser y sublimación',
    ])
      expect(within(why).getByText(t)).toBeInTheDocument();
  });

  it('personalises a bottle and opens the chat with retention in the message', async () => {
    const user = userEvent.setup();
    render(<TermosPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Termo Compacto' }));
    expect(panel().getByText('Mantiene caliente 8 horas')).toBeInTheDocument();
    expect(panel().getByText('Mantiene frío 16 horas')).toBeInTheDocument();
    const field = panel().getByLabelText('Texto personalizado (opcional)');
    expect(field).toHaveAttribute('maxLength', '80');
    expect(panel().getByText('0/80 caracteres')).toBeInTheDocument();
    await user.type(field, 'Sofía');
    expect(panel().getByText('5/80 caracteres')).toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Amarillo' }));
    await user.click(panel().getByRole('button', { name: 'Aumentar cantidad de termos' }));
    expect(total()).toHaveTextContent('Total estimado: $960');
    await user.click(panel().getByRole('button', { name: /Cotizar por WhatsApp/ }));
    expect(new URL(open.mock.calls[0][0]).searchParams.get('text')).toBe(
      '¡Hola! Me interesa cotizar termos personalizados.\n\nProducto: Termo Compacto\nColor: Amarillo\nCantidad: 2\nCapacidad: 350 ml\nMaterial: Acero inoxidable 304\nMantiene caliente: 8 horas\nMantiene frío: 16 horas\nPrecio unitario: $480\nTotal estimado: $960\nTexto personalizado: "Sofía"\n\n¿Cómo es el proceso de personalización?',
    );
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('without a colour the quote shows the alert and opens nothing', async () => {
    const user = userEvent.setup();
    render(<TermosPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Termo Ejecutivo' }));
    const quote = panel().getByRole('button', { name: /Cotizar por WhatsApp/ });
    expect(quote).toHaveAttribute('aria-disabled', 'true');
    await user.click(quote);
    expect(window.alert).toHaveBeenCalledWith(ALERT);
    expect(open).not.toHaveBeenCalled();
  });

  it('choosing another bottle clears colour and quantity, keeps the text', async () => {
    const user = userEvent.setup();
    render(<TermosPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Termo Deportivo' }));
    await user.type(panel().getByLabelText('Texto personalizado (opcional)'), 'Club');
    await user.click(panel().getByRole('button', { name: 'Verde' }));
    await user.click(panel().getByRole('button', { name: 'Aumentar cantidad de termos' }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar Termo Tumbler con Pajita' }));
    expect(panel().getByLabelText('Texto personalizado (opcional)')).toHaveValue('Club');
    expect(panel().queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(total()).toHaveTextContent('Total estimado: $1,100');
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<TermosPage />)).toEqual([]);
  });
});
