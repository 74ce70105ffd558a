import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';
import { SportCataloguePage } from './SportCataloguePage';
import { viewImageButton } from '../testing/cards';

const models = [
  { id: 1, name: 'Fénix Dorado', colors: 'Rojo y Negro', image: '/remotes/uniforms/art/softbol/1.svg' },
  { id: 2, name: 'Tormenta Caribeña', colors: 'Azul Real y Blanco', image: '/remotes/uniforms/art/softbol/2.svg' },
];

const renderPage = (dark = false) =>
  render(
    <SportCataloguePage
      sport="softbol"
      sportLabel="softbol"
      title="UNIFORMES DE PRUEBA"
      eyebrow="x"
      lead="y"
      featuresTitle="Ventajas"
      features={[{ title: 'Ventaja 1' }]}
      models={models}
      quoteMessage="Hola, cotizar softbol"
      dark={dark}
      after={<a href="https://wa.me/18095550100">Escríbenos</a>}
    />,
  );

describe('SportCataloguePage', () => {
  it("each card's 'Abrir' is a link to its image in a new tab, announced as a button that Space presses", () => {
    renderPage();
    const open = screen.getAllByRole('button', { name: 'Abrir' });
    expect(open.map((a) => [a.tagName, a.getAttribute('href'), a.getAttribute('target')])).toEqual(
      models.map((m) => ['A', m.image, '_blank']),
    );
    const pressed = jest.fn((e: Event) => e.preventDefault());
    open[1].addEventListener('click', pressed);
    expect(fireEvent.keyDown(open[1], { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(open[1], { key: 'x' })).toBe(true);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('renders hero, features, the models region and what comes after', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'UNIFORMES DE PRUEBA' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ventaja 1' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: '2 MODELOS DISPONIBLES' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Escríbenos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar Cotización' })).toHaveAttribute(
      'href',
      expect.stringContaining('cotizar%20softbol'),
    );
    expect(screen.getByRole('button', { name: 'Ver Modelos' })).toHaveAttribute('href', '#modelos');
  });

  it("counts its chat links, the page's own and those of what comes after, as 'whatsapp' intents for the sport", () => {
    renderPage();
    const chats = [
      screen.getByRole('button', { name: 'Solicitar Cotización' }),
      screen.getByRole('link', { name: 'Escríbenos' }),
    ];
    for (const chat of chats) expect(clickIntent(chat)).toMatchObject({ kind: 'whatsapp', item: 'softbol' });
  });

  it('cards show name and colours; they are not toggles here', () => {
    renderPage();
    const region = screen.getByRole('region', { name: '2 MODELOS DISPONIBLES' });
    expect(within(region).getByRole('heading', { name: 'Tormenta Caribeña' })).toBeInTheDocument();
    // The colours stand alone (an exact lookup finds them), after the model's id.
    const colours = within(region).getByText('Azul Real y Blanco', { exact: true });
    expect(colours.parentElement).toHaveTextContent(/^Modelo 2 · Azul Real y Blanco$/);
    expect(region.querySelector('[aria-expanded]')).toBeNull();
  });

  it('one lightbox: opens with the model image and name, closes with the close button', async () => {
    const user = userEvent.setup();
    renderPage(true);
    await user.click(viewImageButton('Tormenta Caribeña'));
    const dialog = screen.getByRole('dialog', { name: 'Tormenta Caribeña' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', models[1].image);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar imagen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(viewImageButton('Tormenta Caribeña')).toHaveFocus();
  });
});
