import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrationErrors } from '@estampa/test/hydration';
import { stubChatWindow } from '../../common/testing/chat';
import { card, filterButtons } from '../../common/testing/page';
import CombosPage from './CombosPage';

// Dozens of clicks through user-event, each followed by role queries over nine cards: 3–5 s a
// test on a busy 2-core machine, too close to jest's default 5 s.
jest.setTimeout(15_000);

const chat = stubChatWindow();
const CATEGORIES = 'Filtrar combos por categoría';

const quantityOf = (name: string) =>
  within(within(card(name)).getByRole('group', { name: `Cantidad de ${name}` })).getByText(/^\d+$/).textContent;
const cardNames = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .filter((t) => t?.startsWith('Combo '));

describe('CombosPage', () => {
  it('shows the hero, the filters with Todos pressed and nine combo cards with badges, prices and items', () => {
    render(<CombosPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('COMBOS PROMOCIONALES');
    expect(filterButtons(CATEGORIES)).toEqual({
      names: ['Todos', 'Combos Textiles', 'Combos Oficina', 'Combos Eventos', 'Lanzamientos'],
      pressed: ['Todos'],
    });
    expect(cardNames()).toHaveLength(9);
    expect(screen.getByText('Mostrando 9 combos')).toBeInTheDocument();
    // The cards do not repeat the filters' names: a filter found by its text is found once.
    for (const name of ['Combos Textiles', 'Combos Oficina', 'Combos Eventos', 'Lanzamientos'])
      expect(screen.getAllByText(name)).toHaveLength(1);

    const c1 = within(card('Combo Polo + Gorra Bordada'));
    expect(c1.getByText('Ahorra $150')).toBeInTheDocument();
    expect(c1.getByText('Min. 10')).toBeInTheDocument();
    expect(c1.getByText(/\$850$/)).toBeInTheDocument();
    // The struck-through price is the amount alone, in its own <s>.
    expect(c1.getByText('$1,000', { selector: 's' })).toBeInTheDocument();
    expect(c1.getByText('Incluye')).toBeInTheDocument();
    expect(c1.getByText('Gorra bordada a juego')).toBeInTheDocument();
    expect(c1.getByRole('img', { name: /Ilustración del Combo Polo \+ Gorra Bordada/ })).toBeInTheDocument();
    expect(c1.getByText('$8,500')).toBeInTheDocument(); // total at the start quantity 10
    expect(c1.getByText('Ahorras: $1,500')).toBeInTheDocument();
    expect(c1.getByRole('button', { name: 'Cotizar Combo' })).toHaveAccessibleDescription('Combo Polo + Gorra Bordada');
    expect(within(card('Combo Ejecutivo Premium')).getByText('Ahorra $400')).toBeInTheDocument();
    expect(within(card('Combo Evento Masivo')).getByText('Min. 50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ventajas de nuestros combos' })).toBeInTheDocument();
    expect(screen.getByText(/hasta 40%/)).toBeInTheDocument();
  });

  it('one quantity is shared by all cards: plus +5 anywhere moves every card', async () => {
    const user = userEvent.setup();
    render(<CombosPage />);
    expect(quantityOf('Combo Pack de Oficina')).toBe('10');
    const plus = within(card('Combo Polo + Gorra Bordada')).getByRole('button', { name: '+' });
    expect(plus).toHaveAccessibleDescription('Aumentar cantidad de Combo Polo + Gorra Bordada');
    await user.click(plus);
    for (const name of cardNames()) expect(quantityOf(name!)).toBe('15');
    expect(within(card('Combo Polo + Gorra Bordada')).getByText('$12,750')).toBeInTheDocument();
    expect(within(card('Combo Polo + Gorra Bordada')).getByText('Ahorras: $2,250')).toBeInTheDocument();
    expect(within(card('Combo Ejecutivo Premium')).getByText('$27,000')).toBeInTheDocument();
  });

  it("minus sets the quantity to max(quantity − 5, that card's minimum)", async () => {
    const user = userEvent.setup();
    render(<CombosPage />);
    const minus = (name: string) => user.click(within(card(name)).getByRole('button', { name: '-' }));
    const plus = (name: string) => user.click(within(card(name)).getByRole('button', { name: '+' }));
    await minus('Combo Polo + Gorra Bordada'); // min 10: stays 10
    expect(quantityOf('Combo Polo + Gorra Bordada')).toBe('10');
    await minus('Combo Ejecutivo Premium'); // min 5: 10 → 5
    expect(quantityOf('Combo Ejecutivo Premium')).toBe('5');
    await minus('Combo Ejecutivo Premium'); // never below 5
    expect(quantityOf('Combo Polo + Gorra Bordada')).toBe('5');
    await plus('Combo Lanzamiento de Marca'); // plus has no minimum check: 5 → 10
    expect(quantityOf('Combo Lanzamiento de Marca')).toBe('10');
    await minus('Combo Evento Masivo'); // min 50: jumps to 50
    expect(quantityOf('Combo Evento Masivo')).toBe('50');
    await minus('Combo Pack de Oficina'); // min 25: 50 → 45
    expect(quantityOf('Combo Polo + Gorra Bordada')).toBe('45');
  });

  it('announces the change once, politely', async () => {
    const user = userEvent.setup();
    render(<CombosPage />);
    await user.click(within(card('Combo Pack de Oficina')).getByRole('button', { name: '+' }));
    const live = screen.getByText(/^Cantidad: 15 combos\./);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Cantidad: 15 combos. Combo Pack de Oficina: total $6,750, ahorras $1,500.');
    expect(document.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
  });

  it('filters by category and keeps the quantity', async () => {
    const user = userEvent.setup();
    render(<CombosPage />);
    await user.click(within(card('Combo Polo + Gorra Bordada')).getByRole('button', { name: '+' }));
    await user.click(screen.getByRole('button', { name: 'Combos Oficina' }));
    expect(filterButtons(CATEGORIES).pressed).toEqual(['Combos Oficina']);
    expect(cardNames()).toEqual(['Combo Ejecutivo Premium', 'Combo Bienvenida Empleado', 'Combo Pack de Oficina']);
    expect(screen.getByText('Mostrando 3 combos (Combos Oficina)')).toBeInTheDocument();
    expect(quantityOf('Combo Pack de Oficina')).toBe('15');
    await user.click(screen.getByRole('button', { name: 'Lanzamientos' }));
    expect(cardNames()).toEqual(['Combo Lanzamiento de Marca', 'Combo Kit de Prensa']);
    await user.click(screen.getByRole('button', { name: 'Combos Textiles' }));
    expect(cardNames()).toEqual(['Combo Polo + Gorra Bordada', 'Combo Hoodie + T-Shirt']);
    await user.click(screen.getByRole('button', { name: 'Combos Eventos' }));
    expect(cardNames()).toEqual(['Combo Evento Masivo', 'Combo Torneo Deportivo']);
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    expect(cardNames()).toHaveLength(9);
    expect(quantityOf('Combo Polo + Gorra Bordada')).toBe('15');
  });

  it("'Cotizar Combo' opens the chat with the combo message, with no checks", async () => {
    const user = userEvent.setup();
    render(<CombosPage />);
    await user.click(within(card('Combo Evento Masivo')).getByRole('button', { name: 'Cotizar Combo' }));
    expect(window.alert).not.toHaveBeenCalled();
    expect(chat.open()).toHaveBeenCalledTimes(1);
    expect(chat.text()).toBe(
      '¡Hola! Me interesa este combo promocional.\n\nCombo: Combo Evento Masivo\nCantidad: 10\nPrecio por combo: $650\nAhorro por combo: $150\nTotal: $6,500\nAhorro total: $1,500\n\nIncluye:\n- T-shirt estampada\n- Gorra con logo\n- Pulsera de identificación\n\n¿Qué opciones de personalización tienen y cuál es el tiempo de entrega?',
    );
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<CombosPage />)).toEqual([]);
  });
});
