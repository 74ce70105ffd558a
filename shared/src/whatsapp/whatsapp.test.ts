import { whatsappUrl, whatsappLinkProps, openWhatsApp, openWhatsAppOrGo } from './whatsapp';

describe('whatsappUrl', () => {
  it('links to the business number without a message', () => {
    expect(whatsappUrl()).toBe('https://wa.me/18095550100');
    expect(whatsappUrl('   ')).toBe('https://wa.me/18095550100');
  });

  it('encodes the message with %20 for spaces, never +', () => {
    const url = whatsappUrl('Hola, quiero 2 tazas & 1 termo ¿precio?');
    expect(url).toBe('https://wa.me/18095550100?text=Hola%2C%20quiero%202%20tazas%20%26%201%20termo%20%C2%BFprecio%3F');
    expect(url).not.toContain('+');
  });

  it('round-trips newlines and accents', () => {
    const msg = 'Línea 1\nLínea 2: ñandú #5';
    const url = new URL(whatsappUrl(msg));
    expect(url.searchParams.get('text')).toBe(msg);
  });

  it('never throws on half an emoji cut by a length limit', () => {
    const cut = 'Texto 🏀'.slice(0, -1);
    expect(() => whatsappUrl(cut)).not.toThrow();
    expect(new URL(whatsappUrl(cut)).searchParams.get('text')).toBe('Texto \uFFFD');
  });

  it('gives link props that open a new tab without opener', () => {
    expect(whatsappLinkProps('x')).toEqual({
      href: 'https://wa.me/18095550100?text=x',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('opens a new tab with noopener', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    openWhatsApp('hola');
    expect(open).toHaveBeenCalledWith('https://wa.me/18095550100?text=hola', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('after an alert: opens a new tab cut from this page, or goes to the chat here when the tab is blocked', () => {
    const tab = { opener: {} as unknown };
    const assign = jest.fn();
    const win = { open: jest.fn(() => tab), location: { assign } } as unknown as Window;
    openWhatsAppOrGo('hola', win);
    expect(win.open).toHaveBeenCalledWith('https://wa.me/18095550100?text=hola', '_blank');
    expect(tab.opener).toBeNull();
    expect(assign).not.toHaveBeenCalled();

    const blocked = { open: jest.fn(() => null), location: { assign } } as unknown as Window;
    openWhatsAppOrGo('hola', blocked);
    expect(assign).toHaveBeenCalledWith('https://wa.me/18095550100?text=hola');
  });
});
