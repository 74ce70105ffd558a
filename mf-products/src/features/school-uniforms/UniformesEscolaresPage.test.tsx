import { render, screen, within } from '@testing-library/react';
import { hydrationErrors } from '@estampa/test/hydration';
import { stubChatWindow } from '../../common/testing/chat';
import { configurator, typeCounted } from '../../common/testing/configurator';
import { card, filterButtons, productCards } from '../../common/testing/page';
import UniformesEscolaresPage from './UniformesEscolaresPage';

const SCHOOL = 'Nombre del colegio (opcional)';
const LEVELS = 'Filtrar uniformes por nivel';

const chat = stubChatWindow();
const escolares = configurator(
  <UniformesEscolaresPage />,
  {
    panel: 'Personaliza tu Uniforme',
    quantity: 'cantidad de uniformes',
  },
  chat,
);

const cardNames = () => productCards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent);

describe('UniformesEscolaresPage', () => {
  it('shows the level filter and six cards with badge, price, description, two pieces and two features', () => {
    render(<UniformesEscolaresPage />);
    expect(filterButtons(LEVELS)).toEqual({
      names: ['Todos', 'Preescolar', 'Primaria', 'Secundaria', 'Bachillerato'],
      pressed: ['Todos'],
    });
    expect(cardNames()).toHaveLength(6);
    const gala = within(card('Uniforme de Gala'));
    expect(gala.getByText('Todos los niveles')).toBeInTheDocument();
    expect(gala.getByText('$2,200')).toBeInTheDocument();
    expect(gala.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Saco o blazer con escudo bordado',
      'Camisa blanca de vestir',
      'Blazer forrado',
      'Escudo bordado en alta definición',
    ]);
    expect(within(card('Uniforme Deportivo')).getByText('$900')).toBeInTheDocument();
    expect(within(card('Uniforme Preescolar')).getByText('Preescolar')).toBeInTheDocument();
  });

  it('a level shows its uniforms plus those for every level', async () => {
    const user = escolares.visit();
    await user.click(screen.getByRole('button', { name: 'Secundaria' }));
    expect(filterButtons(LEVELS).pressed).toEqual(['Secundaria']);
    expect(cardNames()).toEqual(['Uniforme Secundaria', 'Uniforme Deportivo', 'Uniforme de Gala']);
    expect(screen.getByText('Mostrando 3 uniformes (Secundaria)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preescolar' }));
    expect(cardNames()).toEqual(['Uniforme Preescolar', 'Uniforme Deportivo', 'Uniforme de Gala']);
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    expect(cardNames()).toHaveLength(6);
  });

  it('personalises a uniform and opens the chat with the exact message', async () => {
    const user = escolares.visit();
    await escolares.select(user, 'Uniforme Bachillerato');
    await typeCounted(user, escolares, {
      label: SCHOOL,
      maxLength: 50,
      text: 'Liceo Los Mina',
      count: '14/50 caracteres',
    });
    expect(escolares.panel().getByText('Suéter con escudo bordado')).toBeInTheDocument(); // all pieces in the panel
    expect(escolares.panel().getByText('Acabado ejecutivo')).toBeInTheDocument(); // features
    const quote = escolares.quoteButton();
    expect(quote).toHaveAttribute('aria-disabled', 'true');
    await escolares.choose(user, 'Azul Marino');
    expect(quote).toHaveAccessibleDescription('Elige una talla para cotizar.');
    await escolares.choose(user, 'XXXL');
    expect(quote).not.toHaveAttribute('aria-disabled');
    for (let i = 0; i < 3; i += 1) await escolares.more(user);
    expect(escolares.total()).toHaveAttribute('aria-live', 'polite');
    expect(escolares.total()).toHaveTextContent('Total estimado: $7,200');
    expect(await escolares.quote(user)).toBe(
      '¡Hola! Me interesa cotizar uniformes escolares.\n\nProducto: Uniforme Bachillerato\nColor: Azul Marino\nTalla: XXXL\nCantidad: 4\nPiezas incluidas:\n- Camisa de vestir manga corta o larga\n- Pantalón de gabardina o falda\n- Suéter con escudo bordado\n- Corbata escolar\nPrecio unitario: $1,800\nTotal estimado: $7,200\nNombre del colegio: Liceo Los Mina\n\n¿Qué opciones de personalización tienen y cuál es el tiempo de entrega?',
    );
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<UniformesEscolaresPage />)).toEqual([]);
  });
});
