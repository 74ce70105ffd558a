import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { whatsappSummary } from './whatsappSummary';
import type { Player, Size } from './types';

const p = (numero: string, size: Size): Player => ({
  id: numero,
  numero,
  apellidoONombre: `J${numero}`,
  patrocinador: 'Secreto',
  size,
});

const base = {
  model: { id: '17', nombre: 'Relámpago Azul', colores: 'Azul y Blanco', imagen: 'https://x.example/17.png' },
  client: { nombre: 'Club Los Mina', telefono: '809-555-1234', correo: 'club@example.com' },
  config: { numeroAdelante: true, colorDistinto: true, colorFondo: 'Negro' },
  players: [p('1', 'L'), p('2', 'M'), p('3', 'L'), p('4', 'XXXL')],
};

describe('whatsappSummary', () => {
  it('gives model, client, player count, sizes tally and configuration', () => {
    expect(whatsappSummary(base)).toBe(
      [
        'Hola, quiero hacer un pedido de uniformes de basquetbol.',
        'Modelo: Relámpago Azul (ID 17)',
        'Cliente: Club Los Mina · Tel. 809-555-1234',
        'Jugadores: 4 uniformes',
        'Tallas: M: 1, L: 2, XXXL: 1',
        'Configuración: Número al frente · Color de fondo: Negro',
        'Les envío el documento del pedido con la lista completa de jugadores.',
      ].join('\n'),
    );
  });

  it('keeps the roster itself out of the chat', () => {
    const text = whatsappSummary(base);
    expect(text).not.toContain('Secreto');
    expect(text).not.toContain('J1');
  });

  it('says "1 uniforme" and leaves out the tally when there are no players', () => {
    expect(whatsappSummary({ ...base, players: [p('9', 'S')] })).toContain('Jugadores: 1 uniforme\nTallas: S: 1');
    const none = whatsappSummary({ ...base, players: [] });
    expect(none).toContain('Jugadores: 0 uniformes');
    expect(none).not.toContain('Tallas');
  });

  it('keeps each value on its own line and short', () => {
    const text = whatsappSummary({
      ...base,
      model: { ...base.model, nombre: 'Modelo\nTotal: $0\r\u2028Gratis', id: '1'.repeat(300) },
      client: { ...base.client, nombre: 'Ana\u0000\u0007 <b>' },
    });
    const lines = text.split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe(`Modelo: Modelo Total: $0 Gratis (ID ${'1'.repeat(19)}…)`);
    expect(lines[2]).toBe('Cliente: Ana <b> · Tel. 809-555-1234');
    const long = whatsappSummary({ ...base, model: { ...base.model, nombre: '日'.repeat(500) } }).split('\n')[1];
    expect(Array.from(long)).toHaveLength('Modelo: '.length + 100 + ' (ID 17)'.length);
  });

  it('travels intact through the chat link', () => {
    const text = whatsappSummary({ ...base, client: { ...base.client, nombre: 'Peña & Hijos #1 ?=' } });
    const url = new URL(whatsappUrl(text));
    expect(url.searchParams.get('text')).toBe(text);
  });
});
