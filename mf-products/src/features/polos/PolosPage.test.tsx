import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrationErrors } from '@estampa/test/hydration';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';
import PolosPage from './PolosPage';

const ALERT = 'Por favor selecciona producto, color y talla antes de solicitar cotización.';

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

const panel = () => screen.getByRole('group', { name: 'Personaliza tu Polo' });
const openedText = () => new URL(open.mock.calls[0][0]).searchParams.get('text');

describe('PolosPage', () => {
  it('shows one h1, six polos with prices and the panel prompting to pick one', () => {
    render(<PolosPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('POLO SHIRTS PERSONALIZADOS');
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        'Polo Classic Premium',
        'Polo Sport Dry-Fit',
        'Polo Corporate Embroidered',
        'Polo Casual Stripes',
        'Polo Long Sleeve',
        'Polo Textured Piqué',
      ]),
    );
    expect(screen.getAllByRole('button', { name: /^Seleccionar / })).toHaveLength(6);
    expect(screen.getByText('$1,200')).toBeInTheDocument();
    expect(within(panel()).getByText('Selecciona un polo para personalizar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '¿Por qué elegir nuestros polos?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ilustración del Polo Classic Premium en color Blanco' })).toHaveAttribute(
      'width',
      '200',
    );
  });

  it('configures a polo and opens the chat with the exact message', async () => {
    const user = userEvent.setup();
    render(<PolosPage />);
    const choose = screen.getByRole('button', { name: 'Seleccionar Polo Sport Dry-Fit' });
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Selecciona un polo para personalizar')).not.toBeInTheDocument();

    const p = within(panel());
    const quote = p.getByRole('button', { name: /Cotizar por WhatsApp/ });
    expect(quote).toHaveAttribute('aria-disabled', 'true');
    expect(quote).toHaveAccessibleDescription('Elige un color y una talla para cotizar.');
    expect(clickIntent(quote)).toBeNull(); // field data: not a purchase intent yet

    await user.click(p.getByRole('button', { name: 'Verde' }));
    expect(p.getByRole('button', { name: 'Verde' })).toHaveAttribute('aria-pressed', 'true');
    expect(p.getByRole('img', { name: 'Vista previa del Polo Sport Dry-Fit en color Verde' })).toBeInTheDocument();
    expect(quote).toHaveAttribute('aria-disabled', 'true');
    await user.click(p.getByRole('button', { name: 'L' }));
    expect(quote).not.toHaveAttribute('aria-disabled');
    expect(clickIntent(quote)).toMatchObject({ kind: 'whatsapp', item: 'polo-2' });

    const total = p.getByText(/Total estimado/).closest('[aria-live]');
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(total).toHaveTextContent('Total estimado: $950');
    await user.click(p.getByRole('button', { name: 'Aumentar cantidad de polos' }));
    await user.click(p.getByRole('button', { name: 'Aumentar cantidad de polos' }));
    expect(total).toHaveTextContent('Total estimado: $2,850');
    await user.click(p.getByRole('button', { name: 'Disminuir cantidad de polos' }));
    expect(total).toHaveTextContent('Total estimado: $1,900');

    await user.click(quote);
    expect(window.alert).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
    expect(openedText()).toBe(
      '¡Hola! Me interesa cotizar polos personalizados.\n\nProducto: Polo Sport Dry-Fit\nColor: Verde\nTalla: L\nCantidad: 2\nPrecio unitario: $950\nTotal estimado: $1,900\n\n¿Me pueden confirmar disponibilidad y tiempo de entrega?',
    );
  });

  it('minus never goes below 1', async () => {
    const user = userEvent.setup();
    render(<PolosPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Polo Classic Premium' }));
    await user.click(screen.getByRole('button', { name: 'Disminuir cantidad de polos' }));
    expect(
      within(panel())
        .getByText(/Total estimado/)
        .closest('[aria-live]'),
    ).toHaveTextContent('Total estimado: $850(1 × $850)');
  });

  it('an incomplete quote shows the alert and opens nothing', async () => {
    const user = userEvent.setup();
    render(<PolosPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Polo Long Sleeve' }));
    await user.click(within(panel()).getByRole('button', { name: 'Vino' }));
    await user.click(within(panel()).getByRole('button', { name: /Cotizar por WhatsApp/ }));
    expect(window.alert).toHaveBeenCalledWith(ALERT);
    expect(open).not.toHaveBeenCalled();
  });

  it('choosing another polo resets colour, size and quantity', async () => {
    const user = userEvent.setup();
    render(<PolosPage />);
    await user.click(screen.getByRole('button', { name: 'Seleccionar Polo Classic Premium' }));
    await user.click(within(panel()).getByRole('button', { name: 'Rojo' }));
    await user.click(within(panel()).getByRole('button', { name: 'M' }));
    await user.click(within(panel()).getByRole('button', { name: 'Aumentar cantidad de polos' }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar Polo Corporate Embroidered' }));
    const p = within(panel());
    expect(p.getByText('Polo Corporate Embroidered')).toBeInTheDocument();
    expect(p.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(p.getByRole('button', { name: 'XXXL' })).toBeInTheDocument();
    expect(p.queryByRole('button', { name: 'XS' })).not.toBeInTheDocument();
    expect(p.getByText(/Total estimado/).closest('[aria-live]')).toHaveTextContent('Total estimado: $1,200');
    expect(p.getByRole('button', { name: /Cotizar por WhatsApp/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('clicking anywhere on a card selects it', async () => {
    const user = userEvent.setup();
    render(<PolosPage />);
    await user.click(screen.getByRole('heading', { level: 3, name: 'Polo Textured Piqué' }));
    expect(screen.getByRole('button', { name: 'Seleccionar Polo Textured Piqué' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('works by keyboard: select with Enter, choose with Space, quote with Enter', async () => {
    const user = userEvent.setup();
    render(<PolosPage />);
    screen.getByRole('button', { name: 'Seleccionar Polo Classic Premium' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Seleccionar Polo Classic Premium' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    within(panel()).getByRole('button', { name: 'Gris' }).focus();
    await user.keyboard(' ');
    within(panel()).getByRole('button', { name: 'XL' }).focus();
    await user.keyboard(' ');
    within(panel())
      .getByRole('button', { name: /Cotizar por WhatsApp/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(openedText()).toContain('Producto: Polo Classic Premium\nColor: Gris\nTalla: XL\nCantidad: 1');
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<PolosPage />)).toEqual([]);
  });
});
