import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrationErrors } from '@estampa/test/hydration';
import UniformesEscolaresPage from './UniformesEscolaresPage';

const ALERT = 'Por favor completa todos los campos antes de solicitar cotización.';

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

const panel = () => within(screen.getByRole('group', { name: 'Personaliza tu Uniforme' }));
const cardNames = () =>
  screen.getAllByRole('button', { name: /^Seleccionar / }).map((b) => b.textContent?.replace('Seleccionar ', ''));
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const total = () =>
  panel()
    .getByText(/Total estimado/)
    .closest('[aria-live]');

describe('UniformesEscolaresPage', () => {
  it('shows the hero, the level filter, six cards with badge, price, description and two pieces, and the prompt', () => {
    render(<UniformesEscolaresPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UNIFORMES ESCOLARES');
    const filter = screen.getByRole('group', { name: 'Filtrar uniformes por nivel' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos', 'Preescolar', 'Primaria', 'Secundaria', 'Bachillerato']);
    expect(within(filter).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toHaveLength(6);
    const gala = within(card('Uniforme de Gala'));
    expect(gala.getByText('Todos los niveles')).toBeInTheDocument();
    expect(gala.getByText('$2,200')).toBeInTheDocument();
    expect(gala.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Saco o blazer con escudo bordado',
      'Camisa blanca de vestir',
    ]);
    expect(within(card('Uniforme Deportivo')).getByText('$900')).toBeInTheDocument();
    expect(within(card('Uniforme Preescolar')).getByText('Preescolar')).toBeInTheDocument();
    expect(panel().getByText('Selecciona un uniforme para personalizar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ventajas para tu colegio' })).toBeInTheDocument();
  });

  it('a level shows its uniforms plus those for every level', async () => {
    const user = userEvent.setup();
    render(<UniformesEscolaresPage />);
    await user.click(screen.getByRole('button', { name: 'Secundaria' }));
    expect(screen.getByRole('button', { name: 'Secundaria' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Uniforme Secundaria', 'Uniforme Deportivo', 'Uniforme de Gala']);
    expect(screen.getByText('Mostrando 3 uniformes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preescolar' }));
    expect(cardNames()).toEqual(['Uniforme Preescolar', 'Uniforme Deportivo', 'Uniforme de Gala']);
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    expect(cardNames()).toHaveLength(6);
  });

  it('personalises a uniform and opens the chat with the exact message', async () => {
    const user = userEvent.setup();
    render(<UniformesEscolaresPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Uniforme Bachillerato' }));
    const name = panel().getByLabelText('Nombre del colegio (opcional)');
    expect(name).toHaveAttribute('maxLength', '50');
    await user.type(name, 'Liceo Los Mina');
    expect(panel().getByText('14/50 caracteres')).toBeInTheDocument();
    expect(panel().getByText('Suéter con escudo bordado')).toBeInTheDocument(); // all pieces in the panel
    expect(panel().getByText('Acabado ejecutivo')).toBeInTheDocument(); // features
    const quote = panel().getByRole('button', { name: /Cotizar por WhatsApp/ });
    expect(quote).toHaveAttribute('aria-disabled', 'true');
    await user.click(panel().getByRole('button', { name: 'Azul Marino' }));
    expect(quote).toHaveAccessibleDescription('Elige una talla para cotizar.');
    await user.click(panel().getByRole('button', { name: 'XXXL' }));
    expect(quote).not.toHaveAttribute('aria-disabled');
    for (let i = 0; i < 3; i += 1)
      await user.click(panel().getByRole('button', { name: 'Aumentar cantidad de uniformes' }));
    expect(total()).toHaveAttribute('aria-live', 'polite');
    expect(total()).toHaveTextContent('Total estimado: $7,200');
    await user.click(quote);
    expect(window.alert).not.toHaveBeenCalled();
    expect(new URL(open.mock.calls[0][0]).searchParams.get('text')).toBe(
      '¡Hola! Me interesa cotizar uniformes escolares.\n\nProducto: Uniforme Bachillerato\nColor: Azul Marino\nTalla: XXXL\nCantidad: 4\nPiezas incluidas:\n- Camisa de vestir manga corta o larga\n- Pantalón de gabardina o falda\n- Suéter con escudo bordado\n- Corbata escolar\nPrecio unitario: $1,800\nTotal estimado: $7,200\nNombre del colegio: Liceo Los Mina\n\n¿Qué opciones de personalización tienen y cuál es el tiempo de entrega?',
    );
  });

  it('an incomplete quote shows the alert and opens nothing', async () => {
    const user = userEvent.setup();
    render(<UniformesEscolaresPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Uniforme Preescolar' }));
    await user.click(panel().getByRole('button', { name: '2T' }));
    await user.click(panel().getByRole('button', { name: /Cotizar por WhatsApp/ }));
    expect(window.alert).toHaveBeenCalledWith(ALERT);
    expect(open).not.toHaveBeenCalled();
  });

  it('switching uniform clears colour, size and quantity but keeps the school name', async () => {
    const user = userEvent.setup();
    render(<UniformesEscolaresPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Uniforme Primaria' }));
    await user.type(panel().getByLabelText('Nombre del colegio (opcional)'), 'Colegio Mi Futuro');
    await user.click(panel().getByRole('button', { name: 'Beige' }));
    await user.click(panel().getByRole('button', { name: '12' }));
    await user.click(panel().getByRole('button', { name: 'Aumentar cantidad de uniformes' }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar Uniforme Deportivo' }));
    expect(panel().getByLabelText('Nombre del colegio (opcional)')).toHaveValue('Colegio Mi Futuro');
    expect(panel().queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(total()).toHaveTextContent('Total estimado: $900');
    await user.click(panel().getByRole('button', { name: 'Disminuir cantidad de uniformes' }));
    expect(total()).toHaveTextContent('Total estimado: $900');
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<UniformesEscolaresPage />)).toEqual([]);
  });
});
