import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';

const groupButton = (name: string) => screen.getByRole('button', { name });
const submenuOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;

function setup(currentPath = '/') {
  const user = userEvent.setup();
  render(
    <>
      <Header currentPath={currentPath} />
      <p>Contenido de la página</p>
      <button type="button">Fuera</button>
    </>,
  );
  return { user };
}

describe('Header', () => {
  it('is a header landmark with the main navigation and a logo linking home', () => {
    setup();
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Principal' });
    expect(within(banner).getByRole('link', { name: 'Estampa RD' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
  });

  it('shows the top-level items in order: Inicio, the three dropdowns, Contacto', () => {
    setup();
    const menu = document.getElementById('menu-principal') as HTMLElement;
    const items = Array.from(menu.children).map((li) => (li.firstElementChild as HTMLElement).textContent);
    expect(items).toEqual(['Inicio', 'Productos', 'Uniformes Deportivos', 'Impresiones', 'Contacto']);
  });

  it('has dropdowns of 6 products, 5 sports and 7 print services, closed at first', () => {
    setup();
    const counts = ['Productos', 'Uniformes Deportivos', 'Impresiones'].map((name) => {
      const button = groupButton(name);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      return within(submenuOf(button)).getAllByRole('link', { hidden: true }).length;
    });
    expect(counts).toEqual([6, 5, 7]);
  });

  it('lists the route table entries under each dropdown', () => {
    setup();
    const links = within(submenuOf(groupButton('Impresiones'))).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/impresiones/dtf',
      '/impresiones/sublimacion',
      '/impresiones/serigrafia',
      '/impresiones/lona',
      '/impresiones/vinyl',
      '/impresiones/one-vision',
      '/impresiones/coroplast',
    ]);
    expect(
      within(submenuOf(groupButton('Uniformes Deportivos'))).getByRole('link', { name: 'Fútbol', hidden: true }),
    ).toHaveAttribute('href', '/uniformes/futbol');
  });

  it('opens a dropdown on click and shows its links; a second click closes it', async () => {
    const { user } = setup();
    const productos = groupButton('Productos');
    await user.click(productos);
    expect(productos).toHaveAttribute('aria-expanded', 'true');
    expect(submenuOf(productos)).toBeVisible();
    expect(within(submenuOf(productos)).getByRole('link', { name: 'Tazas' })).toHaveAttribute(
      'href',
      '/productos/tazas',
    );
    await user.click(productos);
    expect(productos).toHaveAttribute('aria-expanded', 'false');
    expect(submenuOf(productos)).not.toBeVisible();
  });

  it('keeps only one dropdown open at a time', async () => {
    const { user } = setup();
    await user.click(groupButton('Productos'));
    await user.click(groupButton('Impresiones'));
    expect(groupButton('Productos')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Impresiones')).toHaveAttribute('aria-expanded', 'true');
    await user.click(groupButton('Uniformes Deportivos'));
    expect(screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent)).toEqual([
      'Uniformes Deportivos',
    ]);
  });

  it('closes the open dropdown on a click outside it', async () => {
    const { user } = setup();
    await user.click(groupButton('Uniformes Deportivos'));
    await user.click(screen.getByText('Contenido de la página'));
    expect(groupButton('Uniformes Deportivos')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the dropdown open on a click inside it', async () => {
    const { user } = setup();
    await user.click(groupButton('Impresiones'));
    await user.pointer({ keys: '[MouseLeft]', target: submenuOf(groupButton('Impresiones')) });
    expect(groupButton('Impresiones')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and returns focus to the dropdown button', async () => {
    const { user } = setup();
    await user.click(groupButton('Productos'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'T-Shirts' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(groupButton('Productos')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Productos')).toHaveFocus();
  });

  it('is keyboard operable: Enter opens, Tab walks the links, leaving the dropdown closes it', async () => {
    const { user } = setup();
    groupButton('Uniformes Deportivos').focus();
    await user.keyboard('{Enter}');
    expect(groupButton('Uniformes Deportivos')).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 5; i++) await user.tab();
    expect(screen.getByRole('link', { name: 'Voleibol' })).toHaveFocus();
    await user.tab();
    expect(groupButton('Impresiones')).toHaveFocus();
    expect(groupButton('Uniformes Deportivos')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page link with aria-current="page" (a trailing slash is tolerated)', () => {
    setup('/impresiones/lona/');
    const lona = within(submenuOf(groupButton('Impresiones'))).getByRole('link', { name: 'Lona', hidden: true });
    expect(lona).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('marks Inicio on the home page and nothing on an unknown page', () => {
    const { unmount } = render(<Header currentPath="/" />);
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    unmount();
    render(<Header currentPath="/no-existe" />);
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('has a small-screen menu button that toggles the collapsible menu', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'menu-principal');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Menú');
    expect(document.getElementById('menu-principal')).toHaveAttribute('data-open', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Menú');
  });

  it('the small-screen menu holds the same dropdowns, and closing it closes them', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Menú' });
    await user.click(toggle);
    const menu = document.getElementById('menu-principal') as HTMLElement;
    await user.click(within(menu).getByRole('button', { name: 'Impresiones' }));
    expect(within(menu).getAllByRole('link')).toHaveLength(2 + 7);
    await user.click(toggle);
    expect(groupButton('Impresiones')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes an open dropdown first, then the small-screen menu, returning focus to the menu button', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Menú' });
    await user.click(toggle);
    await user.click(groupButton('Productos'));
    await user.keyboard('{Escape}');
    expect(groupButton('Productos')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('a click outside the header closes the small-screen menu', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByText('Contenido de la página'));
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the cart and user icons as decoration only: hidden from assistive technology and not focusable', () => {
    setup();
    const banner = screen.getByRole('banner');
    const decorative = banner.querySelector(':scope > div > [aria-hidden="true"]') as HTMLElement;
    expect(decorative.querySelectorAll('svg')).toHaveLength(2);
    expect(decorative.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    expect(within(banner).queryByRole('button', { name: /carrito|usuario|cuenta/i })).toBeNull();
  });
});
