import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrationErrors } from '@estampa/test/hydration';
import TazasPage from './TazasPage';

const ALERT = 'Por favor selecciona una taza y color antes de solicitar cotización.';

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

const panel = () => within(screen.getByRole('group', { name: 'Personaliza tu Taza' }));
const total = () =>
  panel()
    .getByText(/Total estimado/)
    .closest('[aria-live]');

describe('TazasPage', () => {
  it('shows the hero, six mugs with two features each, the prompt and the four steps', () => {
    render(<TazasPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TAZAS PERSONALIZADAS');
    const cards = screen.getAllByRole('button', { name: /^Seleccionar / }).map((b) => b.closest('li') as HTMLElement);
    expect(cards).toHaveLength(6);
    for (const card of cards) expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards[0]).getByText('Sublimación a todo color')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Asa cómoda y resistente')).not.toBeInTheDocument();
    for (const p of ['$180', '$320', '$450', '$250', '$280', '$380']) expect(screen.getByText(p)).toBeInTheDocument();
    expect(panel().getByText('Selecciona una taza para personalizar')).toBeInTheDocument();
    const steps = screen
      .getByRole('heading', { level: 2, name: 'Así de fácil es tener tu taza' })
      .closest('section') as HTMLElement;
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Paso 1: Selecciona', 'Paso 2: Diseña', 'Paso 3: Imprime', 'Paso 4: Entrega']);
  });

  it('personalises a mug and opens the chat with the exact message', async () => {
    const user = userEvent.setup();
    render(<TazasPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Taza Mágica' }));
    expect(panel().getByText('Taza Mágica')).toBeInTheDocument();
    expect(panel().getByText('El diseño aparece con el calor')).toBeInTheDocument();
    expect(panel().getByText('Lavar a mano para cuidar el efecto')).toBeInTheDocument(); // all features in the panel
    const quote = panel().getByRole('button', { name: /Cotizar por WhatsApp/ });
    expect(quote).toHaveAttribute('aria-disabled', 'true');

    const field = panel().getByLabelText('Texto personalizado (opcional)');
    expect(field).toHaveAttribute('maxLength', '100');
    expect(panel().getByText('0/100 caracteres')).toBeInTheDocument();
    await user.type(field, 'Te quiero, papá');
    expect(panel().getByText('15/100 caracteres')).toBeInTheDocument();

    await user.click(panel().getByRole('button', { name: 'Azul' }));
    expect(panel().getByRole('img', { name: 'Vista previa de la Taza Mágica en color Azul' })).toBeInTheDocument();
    expect(quote).not.toHaveAttribute('aria-disabled');
    await user.click(panel().getByRole('button', { name: 'Aumentar cantidad de tazas' }));
    await user.click(panel().getByRole('button', { name: 'Aumentar cantidad de tazas' }));
    expect(total()).toHaveAttribute('aria-live', 'polite');
    expect(total()).toHaveTextContent('Total estimado: $960');

    await user.click(quote);
    expect(window.alert).not.toHaveBeenCalled();
    expect(new URL(open.mock.calls[0][0]).searchParams.get('text')).toBe(
      '¡Hola! Me interesa cotizar tazas personalizadas.\n\nProducto: Taza Mágica\nColor: Azul\nCantidad: 3\nCapacidad: 11 oz\nMaterial: Cerámica con recubrimiento termosensible\nPrecio unitario: $320\nTotal estimado: $960\nTexto personalizado: "Te quiero, papá"\n\n¿Cómo es el proceso de personalización?',
    );
  });

  it('without a colour the quote shows the alert and opens nothing', async () => {
    const user = userEvent.setup();
    render(<TazasPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Taza Clásica' }));
    await user.click(panel().getByRole('button', { name: /Cotizar por WhatsApp/ }));
    expect(window.alert).toHaveBeenCalledWith(ALERT);
    expect(open).not.toHaveBeenCalled();
  });

  it('choosing another mug clears the colour and quantity but keeps the text', async () => {
    const user = userEvent.setup();
    render(<TazasPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Taza Clásica' }));
    await user.type(panel().getByLabelText('Texto personalizado (opcional)'), 'Hola');
    await user.click(panel().getByRole('button', { name: 'Negro' }));
    await user.click(panel().getByRole('button', { name: 'Aumentar cantidad de tazas' }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar Taza Tipo Latte' }));
    expect(panel().getByLabelText('Texto personalizado (opcional)')).toHaveValue('Hola');
    expect(panel().queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(total()).toHaveTextContent('Total estimado: $280');
    await user.click(panel().getByRole('button', { name: 'Disminuir cantidad de tazas' }));
    expect(total()).toHaveTextContent('Total estimado: $280');
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<TazasPage />)).toEqual([]);
  });
});
