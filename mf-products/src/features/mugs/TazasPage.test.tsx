import { render, screen, within } from '@testing-library/react';
import { hydrationErrors } from '@estampa/test/hydration';
import { stubChatWindow } from '../../common/testing/chat';
import { configurator, typeCounted } from '../../common/testing/configurator';
import { h3Texts, productCards, section } from '../../common/testing/page';
import TazasPage from './TazasPage';

const TEXT = 'Texto personalizado (opcional)';

const chat = stubChatWindow();
const tazas = configurator(<TazasPage />, { panel: 'Personaliza tu Taza', quantity: 'cantidad de tazas' }, chat);

describe('TazasPage', () => {
  it('shows mugs with two features each, their prices and the four steps', () => {
    render(<TazasPage />);
    const cards = productCards();
    for (const card of cards) expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards[0]).getByText('Sublimación a todo color')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Asa cómoda y resistente')).not.toBeInTheDocument();
    for (const p of ['$180', '$320', '$450', '$250', '$280', '$380']) expect(screen.getByText(p)).toBeInTheDocument();
    expect(h3Texts(section('Así de fácil es tener tu taza'))).toEqual(['Selecciona', 'Diseña', 'Imprime', 'Entrega']);
  });

  it('on a phone, choosing a mug brings focus to the panel it scrolls to', async () => {
    const user = tazas.visit();
    await tazas.select(user, 'Taza Mágica');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Personaliza tu Taza' })).toHaveFocus();
  });

  it('personalises a mug and opens the chat with the exact message', async () => {
    const user = tazas.visit();
    await tazas.select(user, 'Taza Mágica');
    expect(tazas.panel().getByText('Taza Mágica')).toBeInTheDocument();
    expect(tazas.panel().getByText('El diseño aparece con el calor')).toBeInTheDocument();
    expect(tazas.panel().getByText('Lavar a mano para cuidar el efecto')).toBeInTheDocument(); // all features in the panel
    expect(tazas.quoteButton()).toHaveAttribute('aria-disabled', 'true');

    await typeCounted(user, tazas, {
      label: TEXT,
      maxLength: 100,
      text: 'Te quiero, papá',
      count: '15/100 caracteres',
    });

    await tazas.choose(user, 'Azul');
    expect(
      tazas.panel().getByRole('img', { name: 'Vista previa de la Taza Mágica en color Azul' }),
    ).toBeInTheDocument();
    expect(tazas.quoteButton()).not.toHaveAttribute('aria-disabled');
    await tazas.more(user);
    await tazas.more(user);
    expect(tazas.total()).toHaveAttribute('aria-live', 'polite');
    expect(tazas.total()).toHaveTextContent('Total estimado: $960');

    expect(await tazas.quote(user)).toBe(
      '¡Hola! Me interesa cotizar tazas personalizadas.\n\nProducto: Taza Mágica\nColor: Azul\nCantidad: 3\nCapacidad: 11 oz\nMaterial: Cerámica con recubrimiento termosensible\nPrecio unitario: $320\nTotal estimado: $960\nTexto personalizado: "Te quiero, papá"\n\n¿Cómo es el proceso de personalización?',
    );
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<TazasPage />)).toEqual([]);
  });
});
