import { render, within } from '@testing-library/react';
import { hydrationErrors } from '@estampa/test/hydration';
import { stubChatWindow } from '../../common/testing/chat';
import { configurator, typeCounted } from '../../common/testing/configurator';
import { productCards, section } from '../../common/testing/page';
import TermosPage from './TermosPage';

const TEXT = 'Texto personalizado (opcional)';

const chat = stubChatWindow();
const termos = configurator(<TermosPage />, { panel: 'Personaliza tu Termo', quantity: 'cantidad de termos' }, chat);

describe('TermosPage', () => {
  it('shows bottles with hot and cold retention and the why-choose list', () => {
    render(<TermosPage />);
    const xl = within(productCards()[3]);
    expect(xl.getByRole('heading', { name: 'Termo Premium XL' })).toBeInTheDocument();
    expect(xl.getByText('Mantiene caliente 20 horas')).toBeInTheDocument();
    expect(xl.getByText('Mantiene frío 40 horas')).toBeInTheDocument();
    expect(xl.getByText('Caliente 20 h')).toHaveAttribute('aria-hidden', 'true');
    expect(xl.getByText('Frío 40 h')).toBeInTheDocument();
    expect(xl.getByText('$1,200')).toBeInTheDocument();
    expect(xl.getByText('Capacidad de 1 litro')).toBeInTheDocument();
    expect(xl.queryByText('Asa de transporte plegable')).not.toBeInTheDocument();
    // Its only list is the first two features (the retention chips are not a list).
    expect(xl.getAllByRole('listitem')).toHaveLength(2);
    const why = within(section('¿Por qué elegir nuestros termos?'));
    for (const t of [
      'Calientes hasta 20 horas',
      'Frías hasta 40 horas',
      'Libres de BPA',
      'Grabado láser y sublimación',
    ])
      expect(why.getByText(t)).toBeInTheDocument();
  });

  it('personalises a bottle and opens the chat with retention in the message', async () => {
    const user = termos.visit();
    await termos.select(user, 'Termo Compacto');
    expect(termos.panel().getByText('Mantiene caliente 8 horas')).toBeInTheDocument();
    expect(termos.panel().getByText('Mantiene frío 16 horas')).toBeInTheDocument();
    await typeCounted(user, termos, { label: TEXT, maxLength: 80, text: 'Sofía', count: '5/80 caracteres' });
    await termos.choose(user, 'Amarillo');
    await termos.more(user);
    expect(termos.total()).toHaveTextContent('Total estimado: $960');
    expect(await termos.quote(user)).toBe(
      '¡Hola! Me interesa cotizar termos personalizados.\n\nProducto: Termo Compacto\nColor: Amarillo\nCantidad: 2\nCapacidad: 350 ml\nMaterial: Acero inoxidable 304\nMantiene caliente: 8 horas\nMantiene frío: 16 horas\nPrecio unitario: $480\nTotal estimado: $960\nTexto personalizado: "Sofía"\n\n¿Cómo es el proceso de personalización?',
    );
  });

  it('hydrates the prerendered HTML without mismatch', async () => {
    expect(await hydrationErrors(<TermosPage />)).toEqual([]);
  });
});
