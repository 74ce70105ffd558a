// What every configurator page does the same way (docs/product-rules.md#pages, #behaviour,
// #validation): its layout, an incomplete quote that alerts instead of opening the chat, and
// choosing another product that clears the choices. One set of tests, run for each page with
// products and choices of its catalogue; what a page shows of its own is tested beside it.
import { screen } from '@testing-library/react';
import { stubChatWindow } from '../common/testing/chat';
import { configurator, type Configurator } from '../common/testing/configurator';
import { productCards, section } from '../common/testing/page';
import TermosPage from './bottles/TermosPage';
import TazasPage from './mugs/TazasPage';
import PolosPage from './polos/PolosPage';
import UniformesEscolaresPage from './school-uniforms/UniformesEscolaresPage';

const chat = stubChatWindow();

type Flows = {
  /** The hero's h1, how many products the catalogue shows, the panel's prompt, the closing h2. */
  layout: { title: string; products: number; prompt: string; closing: string };
  /** A product and the choices that still leave its quote incomplete; the alert then. */
  incomplete: { product: string; choices: string[]; alert: string };
  /**
   * A product configured (its optional text, these choices, one more), then another: its total,
   * and the options its panel shows and does not.
   */
  switching: {
    from: string;
    text?: { label: string; value: string };
    choices: string[];
    to: string;
    total: string;
    shows?: string[];
    hides?: string[];
  };
};

function configuratorFlows(name: string, page: Configurator, { layout, incomplete, switching }: Flows) {
  describe(name, () => {
    it('shows its hero, its products, the panel asking for a choice and its closing section', () => {
      page.visit();
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([layout.title]);
      expect(productCards()).toHaveLength(layout.products);
      expect(page.panel().getByText(layout.prompt)).toBeInTheDocument();
      expect(section(layout.closing)).toBeInTheDocument();
    });

    it('an incomplete quote is shown disabled; a click shows the alert and opens nothing', async () => {
      const user = page.visit();
      await page.select(user, incomplete.product);
      await page.choose(user, ...incomplete.choices);
      await page.quoteIncomplete(user, incomplete.alert);
    });

    it('choosing another product clears its choices and quantity and keeps the optional text', async () => {
      const user = page.visit();
      await page.select(user, switching.from);
      if (switching.text) await user.type(page.panel().getByLabelText(switching.text.label), switching.text.value);
      await page.choose(user, ...switching.choices);
      await page.more(user);
      await page.select(user, switching.to);
      expect(page.panel().getByText(switching.to)).toBeInTheDocument();
      expect(page.panel().queryAllByRole('button', { pressed: true })).toHaveLength(0);
      expect(page.quoteButton()).toHaveAttribute('aria-disabled', 'true');
      expect(page.total()).toHaveTextContent(`Total estimado: ${switching.total}`);
      await page.less(user);
      expect(page.total()).toHaveTextContent(`Total estimado: ${switching.total}`);
      if (switching.text) expect(page.panel().getByLabelText(switching.text.label)).toHaveValue(switching.text.value);
      for (const option of switching.shows ?? [])
        expect(page.panel().getByRole('button', { name: option })).toBeInTheDocument();
      for (const option of switching.hides ?? [])
        expect(page.panel().queryByRole('button', { name: option })).not.toBeInTheDocument();
    });
  });
}

const TEXT = 'Texto personalizado (opcional)';

configuratorFlows(
  'TermosPage',
  configurator(<TermosPage />, { panel: 'Personaliza tu Termo', quantity: 'cantidad de termos' }, chat),
  {
    layout: {
      title: 'TERMOS PERSONALIZADOS',
      products: 6,
      prompt: 'Selecciona un termo para personalizar',
      closing: '¿Por qué elegir nuestros termos?',
    },
    incomplete: {
      product: 'Termo Ejecutivo',
      choices: [],
      alert: 'Por favor selecciona un termo y color antes de solicitar cotización.',
    },
    switching: {
      from: 'Termo Deportivo',
      text: { label: TEXT, value: 'Club' },
      choices: ['Verde'],
      to: 'Termo Tumbler con Pajita',
      total: '$1,100',
    },
  },
);

configuratorFlows(
  'TazasPage',
  configurator(<TazasPage />, { panel: 'Personaliza tu Taza', quantity: 'cantidad de tazas' }, chat),
  {
    layout: {
      title: 'TAZAS PERSONALIZADAS',
      products: 6,
      prompt: 'Selecciona una taza para personalizar',
      closing: 'Así de fácil es tener tu taza',
    },
    incomplete: {
      product: 'Taza Clásica',
      choices: [],
      alert: 'Por favor selecciona una taza y color antes de solicitar cotización.',
    },
    switching: {
      from: 'Taza Clásica',
      text: { label: TEXT, value: 'Hola' },
      choices: ['Negro'],
      to: 'Taza Tipo Latte',
      total: '$280',
    },
  },
);

configuratorFlows(
  'PolosPage',
  configurator(<PolosPage />, { panel: 'Personaliza tu Polo', quantity: 'cantidad de polos' }, chat),
  {
    layout: {
      title: 'POLO SHIRTS PERSONALIZADOS',
      products: 6,
      prompt: 'Selecciona un polo para personalizar',
      closing: '¿Por qué elegir nuestros polos?',
    },
    incomplete: {
      product: 'Polo Long Sleeve',
      choices: ['Vino'],
      alert: 'Por favor selecciona producto, color y talla antes de solicitar cotización.',
    },
    switching: {
      from: 'Polo Classic Premium',
      choices: ['Rojo', 'M'],
      to: 'Polo Corporate Embroidered',
      total: '$1,200',
      shows: ['XXXL'], // the corporate polo runs from S to XXXL
      hides: ['XS'],
    },
  },
);

configuratorFlows(
  'UniformesEscolaresPage',
  configurator(
    <UniformesEscolaresPage />,
    { panel: 'Personaliza tu Uniforme', quantity: 'cantidad de uniformes' },
    chat,
  ),
  {
    layout: {
      title: 'UNIFORMES ESCOLARES',
      products: 6,
      prompt: 'Selecciona un uniforme para personalizar',
      closing: 'Ventajas para centros educativos',
    },
    incomplete: {
      product: 'Uniforme Preescolar',
      choices: ['2T'],
      alert: 'Por favor completa todos los campos antes de solicitar cotización.',
    },
    switching: {
      from: 'Uniforme Primaria',
      text: { label: 'Nombre del colegio (opcional)', value: 'Colegio Mi Futuro' },
      choices: ['Beige', '12'],
      to: 'Uniforme Deportivo',
      total: '$900',
    },
  },
);
