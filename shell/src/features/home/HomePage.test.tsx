import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from './HomePage';

const productCards = () => within(screen.getByRole('region', { name: 'Nuestros Productos' })).getAllByRole('article');

describe('HomePage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    (Element.prototype.scrollIntoView as jest.Mock).mockClear();
  });

  it('has one h1 and h2 section headings, and no <main> of its own', () => {
    const { container } = render(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Nuestros Productos',
      'Nuestro Proceso',
      '¿Por Qué Elegirnos?',
      '¿Listo para crear algo único?',
    ]);
    expect(container.querySelector('main')).toBeNull();
  });

  it('links the hero to the five sport catalogues in the order of docs/product-rules.md#pages', () => {
    render(<HomePage />);
    const list = screen.getByRole('list', { name: 'Catálogos de uniformes deportivos' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Basquetbol', '/uniformes/basquetbol'],
      ['Fútbol', '/uniformes/futbol'],
      ['Béisbol', '/uniformes/beisbol'],
      ['Voleibol', '/uniformes/voleibol'],
      ['Softbol', '/uniformes/softbol'],
    ]);
  });

  it('has a quote button that opens the chat in a new tab, without a message', () => {
    render(<HomePage />);
    const quote = screen.getByRole('button', { name: 'Solicitar Cotización' });
    expect(quote).toHaveAccessibleDescription('se abre en una pestaña nueva');
    expect(quote).toHaveAttribute('href', 'https://wa.me/18095550100');
    expect(quote).toHaveAttribute('target', '_blank');
    expect(quote.getAttribute('rel')).toContain('noopener');
  });

  it("'Ver Productos' is a link to #productos, announced as a button, that smooth-scrolls there and moves focus", async () => {
    const user = userEvent.setup();
    render(<HomePage />);
    const link = screen.getByRole('button', { name: 'Ver Productos' });
    expect(link).toHaveAttribute('href', '#productos');
    await user.click(link);
    const section = document.getElementById('productos') as HTMLElement;
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect((Element.prototype.scrollIntoView as jest.Mock).mock.contexts[0]).toBe(section);
    expect(section).toHaveFocus();
    expect(window.location.hash).toBe('#productos');
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const user = userEvent.setup();
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      matches: q.includes('reduce'),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      render(<HomePage />);
      await user.click(screen.getByRole('button', { name: 'Ver Productos' }));
      expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows twelve Personalizable cards under Todos, pressed by default', () => {
    render(<HomePage />);
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    const cards = productCards();
    expect(cards).toHaveLength(12);
    cards.forEach((card) => {
      expect(within(card).getByText('Personalizable')).toBeInTheDocument();
      expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(within(card).getByRole('img')).toHaveAccessibleName(/^Ilustración: /);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 12 productos');
  });

  it('filters the cards by chip, one chip pressed at a time', async () => {
    const user = userEvent.setup();
    render(<HomePage />);
    const group = screen.getByRole('group', { name: 'Filtrar productos por categoría' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos', 'Polos', 'T-Shirts', 'Tazas & Termos', 'Gorras', 'Abrigos & Hoodies', 'Promociones Escolares']);

    await user.click(screen.getByRole('button', { name: 'Gorras' }));
    expect(productCards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Gorra Bordada',
      'Gorra Trucker',
    ]);
    expect(screen.getByRole('button', { name: 'Gorras' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 2 productos (Gorras)');

    await user.click(screen.getByRole('button', { name: 'Tazas & Termos' }));
    expect(productCards()).toHaveLength(2);
    expect(
      within(group)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(['Tazas & Termos']);

    await user.click(screen.getByRole('button', { name: 'Todos' }));
    expect(productCards()).toHaveLength(12);
  });

  it('shows the four-step process and the three reasons', () => {
    render(<HomePage />);
    const process = screen.getByRole('region', { name: 'Nuestro Proceso' });
    expect(within(process).getAllByRole('listitem')).toHaveLength(4);
    expect(within(process).getByRole('heading', { name: /Elige tu producto/ })).toBeInTheDocument();
    expect(within(process).getByRole('heading', { name: /Envía tu diseño/ })).toBeInTheDocument();
    expect(within(process).getByRole('heading', { name: /Producción/ })).toBeInTheDocument();
    expect(within(process).getByRole('heading', { name: /Entrega/ })).toBeInTheDocument();
    const reasons = screen.getByRole('region', { name: '¿Por Qué Elegirnos?' });
    expect(
      within(reasons)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Calidad Premium', 'Entrega Rápida', 'Atención Personalizada']);
  });

  it('ends with a call to action: chat and contact page', () => {
    render(<HomePage />);
    const cta = screen.getByRole('region', { name: '¿Listo para crear algo único?' });
    expect(within(cta).getByRole('button', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/18095550100');
    expect(within(cta).getByRole('button', { name: 'Ir a Contacto' })).toHaveAttribute('href', '/contacto');
  });
});
