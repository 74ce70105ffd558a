import { render, screen, within } from '@testing-library/react';
import OneVisionPage from './OneVisionPage';
import { cards, chatText, h2Texts, h3Texts, section } from '../../common/testing';

beforeEach(() => render(<OneVisionPage />));

describe('One Vision page', () => {
  it('has one h1 and the sections docs/product-rules.md#pages lists', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('One Vision');
    expect(h2Texts()).toEqual([
      'Características',
      'Aplicaciones',
      'Ventajas',
      'Especificaciones Técnicas',
      '¿Listo para transformar tus vidrios?',
    ]);
  });

  it('shows four features and four advantages', () => {
    expect(h3Texts(section('Características'))).toHaveLength(4);
    expect(h3Texts(section('Ventajas'))).toHaveLength(4);
  });

  it('shows three applications, each with its benefits', () => {
    const apps = cards(section('Aplicaciones'));
    expect(apps.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Vidrieras de negocios',
      'Vehículos',
      'Oficinas y edificios',
    ]);
    apps.forEach((a) => {
      expect(within(a).getByText('Beneficios')).toBeInTheDocument();
      expect(within(a).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('lists the specs: 60/40, 0.14 mm, 3-5 años, removable adhesive', () => {
    const pairs = Array.from(section('Especificaciones Técnicas').querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Proporción impresión / transparencia', '60/40'],
      ['Grosor', '0.14 mm'],
      ['Durabilidad', '3-5 años'],
      ['Adhesivo', 'Removible'],
    ]);
  });

  it('hero and closing buttons: chat, applications, contact', () => {
    const hero = screen.getByRole('region', { name: 'One Vision' });
    expect(chatText(within(hero).getByRole('link', { name: 'Solicitar Cotización' }))).toBe(
      'Hola, me interesa cotizar vinil microperforado One Vision.',
    );
    expect(within(hero).getByRole('link', { name: 'Ver Aplicaciones' })).toHaveAttribute(
      'href',
      `#${section('Aplicaciones').id}`,
    );
    const closing = section('¿Listo para transformar tus vidrios?');
    expect(chatText(within(closing).getByRole('link', { name: 'Solicitar Cotización' }))).toBe(
      'Hola, me interesa cotizar vinil microperforado One Vision.',
    );
    expect(within(closing).getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  });
});
