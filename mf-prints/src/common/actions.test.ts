import { actionLink } from './actions';

describe('actionLink', () => {
  it('opens the chat in a new tab asking about the service', () => {
    const link = actionLink({ kind: 'quote', label: 'Solicitar Cotización' }, 'serigrafía');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/18095550100');
    expect(url.searchParams.get('text')).toBe('Hola, me interesa cotizar serigrafía.');
  });

  it('sends contact buttons to the contact page, same tab', () => {
    expect(actionLink({ kind: 'contact', label: 'Contactar' }, 'serigrafía')).toEqual({ href: '/contacto' });
  });

  it('makes anchors plain in-page links', () => {
    expect(
      actionLink({ kind: 'anchor', label: 'Ver Galería', target: 'serigrafia-aplicaciones' }, 'serigrafía'),
    ).toEqual({
      href: '#serigrafia-aplicaciones',
    });
  });
});
