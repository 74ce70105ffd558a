import { render, screen } from '@testing-library/react';
import { hydrationErrors } from '@estampa/test/hydration';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';
import { stubChatWindow } from '../../common/testing/chat';
import { configurator } from '../../common/testing/configurator';
import { selectButton } from '../../common/testing/page';
import PolosPage from './PolosPage';

const chat = stubChatWindow();
const polos = configurator(<PolosPage />, { panel: 'Personaliza tu Polo', quantity: 'cantidad de polos' }, chat);

describe('PolosPage', () => {
  it('shows the six polos by name, with prices and illustrations', () => {
    render(<PolosPage />);
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
    expect(screen.getByText('$1,200')).toBeInTheDocument();
    const art = screen.getByRole('img', { name: 'Ilustración del Polo Classic Premium en color Blanco' });
    expect(art).toHaveAttribute('width', '200');
  });

  it('configures a polo and opens the chat with the exact message', async () => {
    const user = polos.visit();
    await polos.select(user, 'Polo Sport Dry-Fit');
    expect(selectButton('Polo Sport Dry-Fit')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Selecciona un polo para personalizar')).not.toBeInTheDocument();

    const quote = polos.quoteButton();
    expect(quote).toHaveAttribute('aria-disabled', 'true');
    expect(quote).toHaveAccessibleDescription('Elige un color y una talla para cotizar.');
    expect(clickIntent(quote)).toBeNull(); // field data: not a purchase intent yet

    await polos.choose(user, 'Verde');
    expect(polos.panel().getByRole('button', { name: 'Verde' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      polos.panel().getByRole('img', { name: 'Vista previa del Polo Sport Dry-Fit en color Verde' }),
    ).toBeInTheDocument();
    expect(quote).toHaveAttribute('aria-disabled', 'true');
    await polos.choose(user, 'L');
    expect(quote).not.toHaveAttribute('aria-disabled');
    expect(clickIntent(quote)).toMatchObject({ kind: 'whatsapp', item: 'polo-2' });

    const total = polos.total();
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(total).toHaveTextContent('Total estimado: $950');
    await polos.more(user);
    await polos.more(user);
    expect(total).toHaveTextContent('Total estimado: $2,850');
    await polos.less(user);
    expect(total).toHaveTextContent('Total estimado: $1,900');

    expect(await polos.quote(user)).toBe(
      '¡Hola! Me interesa cotizar polos personalizados.\n\nProducto: Polo Sport Dry-Fit\nColor: Verde\nTalla: L\nCantidad: 2\nPrecio unitario: $950\nTotal estimado: $1,900\n\n¿Me pueden confirmar disponibilidad y tiempo de entrega?',
    );
  });

  it('minus never goes below 1', async () => {
    const user = polos.visit();
    await polos.select(user, 'Polo Classic Premium');
    await polos.less(user);
    expect(polos.total()).toHaveTextContent('Total estimado: $850(1 × $850)');
  });

  it('clicking anywhere on a card selects it', async () => {
    const user = polos.visit();
    await user.click(screen.getByRole('heading', { level: 3, name: 'Polo Textured Piqué' }));
    expect(selectButton('Polo Textured Piqué')).toHaveAttribute('aria-pressed', 'true');
  });

  it('works by keyboard: select with Enter, choose with Space, quote with Enter', async () => {
    const user = polos.visit();
    selectButton('Polo Classic Premium').focus();
    await user.keyboard('{Enter}');
    expect(selectButton('Polo Classic Premium')).toHaveAttribute('aria-pressed', 'true');
    polos.panel().getByRole('button', { name: 'Gris' }).focus();
    await user.keyboard(' ');
    polos.panel().getByRole('button', { name: 'XL' }).focus();
    await user.keyboard(' ');
    polos.quoteButton().focus();
    await user.keyboard('{Enter}');
    expect(chat.text()).toContain('Producto: Polo Classic Premium\nColor: Gris\nTalla: XL\nCantidad: 1');
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<PolosPage />)).toEqual([]);
  });
});
