import { render, screen } from '@testing-library/react';
import { intent, intentItem } from './intent';
import { clickIntent, submitIntent } from './readIntent';

beforeEach(() => window.history.replaceState({}, '', '/productos/promociones?x=1'));

describe('purchase intents in the markup', () => {
  it('marks an element as an intent of a kind, for an item, as the collector reads it back', () => {
    render(
      <div {...intentItem('combos')}>
        <button type="button" {...intent('whatsapp', 'combo-3')}>
          <span>Cotizar Combo</span>
        </button>
        <button type="button" {...intent('order-document')}>
          Descargar
        </button>
        <a href="https://wa.me/18095550100?text=Hola">WhatsApp</a>
      </div>,
    );
    expect(clickIntent(screen.getByText('Cotizar Combo'))).toMatchObject({ kind: 'whatsapp', item: 'combo-3' });
    // Without an item of its own: the nearest ancestor's.
    expect(clickIntent(screen.getByText('Descargar'))).toMatchObject({ kind: 'order-document', item: 'combos' });
    expect(clickIntent(screen.getByText('WhatsApp'))).toMatchObject({ kind: 'whatsapp', item: 'combos' });
  });

  it("counts a marked form when submitted (not when clicked), for the page's path without an item", () => {
    render(
      <form {...intent('contact')} aria-label="Contacto">
        <button type="submit">Enviar</button>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Contacto' });
    expect(submitIntent(form)).toMatchObject({ el: form, kind: 'contact', item: '/productos/promociones' });
    expect(clickIntent(screen.getByText('Enviar'))).toBeNull();
    expect(submitIntent(document.createElement('form'))).toBeNull();
  });
});
