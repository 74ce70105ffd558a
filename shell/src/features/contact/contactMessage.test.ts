import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import {
  CONTACT_SENT_ALERT,
  EMPTY_CONTACT_MESSAGE,
  SERVICE_OPTIONS,
  buildContactMessage,
  isServiceValue,
  messageCounterText,
  serviceLabel,
  type ContactMessage,
} from './contactMessage';

const filled: ContactMessage = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '809-555-1234',
  service: 'sublimacion',
  message: 'Quiero 20 tazas con el logo.',
};

describe('contact message', () => {
  it('offers the service options of docs/product-rules.md#catalogue with their values and labels, placeholder first', () => {
    expect(SERVICE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['', 'Selecciona un servicio'],
      ['uniformes', 'Uniformes Deportivos'],
      ['productos', 'Productos Personalizados'],
      ['sublimacion', 'Sublimación'],
      ['dtf', 'DTF'],
      ['serigrafia', 'Serigrafía'],
      ['otros', 'Otros'],
    ]);
  });

  it('maps service values to labels; no label for the placeholder', () => {
    expect(serviceLabel('serigrafia')).toBe('Serigrafía');
    expect(serviceLabel('uniformes')).toBe('Uniformes Deportivos');
    expect(serviceLabel('')).toBeUndefined();
  });

  it('recognises only known service values', () => {
    expect(isServiceValue('dtf')).toBe(true);
    expect(isServiceValue('')).toBe(true);
    expect(isServiceValue('DTF')).toBe(false);
    expect(isServiceValue('lona')).toBe(false);
  });

  it('starts empty', () => {
    expect(EMPTY_CONTACT_MESSAGE).toEqual({ name: '', email: '', phone: '', service: '', message: '' });
  });

  it('counts characters as N/500 caracteres', () => {
    expect(messageCounterText('')).toBe('0/500 caracteres');
    expect(messageCounterText('Hola')).toBe('4/500 caracteres');
    expect(messageCounterText('x'.repeat(500))).toBe('500/500 caracteres');
  });

  it('uses the exact alert text of docs/product-rules.md#messages', () => {
    expect(CONTACT_SENT_ALERT).toBe('¡Mensaje enviado! Nos pondremos en contacto contigo pronto.');
  });

  it('composes name, e-mail, phone, service label and message', () => {
    expect(buildContactMessage(filled)).toBe(
      [
        'Hola, les escribo desde el formulario de contacto de la web.',
        '',
        'Nombre: Ana Pérez',
        'Correo: ana@example.com',
        'Teléfono: 809-555-1234',
        'Servicio: Sublimación',
        '',
        'Mensaje:',
        'Quiero 20 tazas con el logo.',
      ].join('\n'),
    );
  });

  it('leaves out the phone and service lines when they are not given', () => {
    const text = buildContactMessage({ ...filled, phone: '   ', service: '' });
    expect(text).not.toContain('Teléfono');
    expect(text).not.toContain('Servicio');
    expect(text).toContain('Nombre: Ana Pérez\nCorreo: ana@example.com\n\nMensaje:');
  });

  it('trims values and keeps the line breaks inside the message', () => {
    const text = buildContactMessage({ ...filled, name: '  Ana  ', message: '\n Línea uno\nLínea dos \n' });
    expect(text).toContain('Nombre: Ana\n');
    expect(text.endsWith('Mensaje:\nLínea uno\nLínea dos')).toBe(true);
  });

  it('is carried whole in the chat link: percent-encoded, spaces as %20, never +', () => {
    const url = whatsappUrl(buildContactMessage({ ...filled, message: 'Precio & entrega? 50% + logo #1' }));
    expect(url.startsWith('https://wa.me/18095550100?text=')).toBe(true);
    expect(url).not.toContain('+');
    expect(url).toContain('%0A');
    expect(url).toContain('Precio%20%26%20entrega%3F%2050%25%20%2B%20logo%20%231');
    expect(decodeURIComponent(url.split('?text=')[1])).toBe(
      buildContactMessage({ ...filled, message: 'Precio & entrega? 50% + logo #1' }),
    );
  });
});
