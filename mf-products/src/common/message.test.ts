import { bulletList, messageLines } from './message';

describe('messageLines', () => {
  it('joins lines, keeps blank lines and drops optional ones that are absent', () => {
    expect(messageLines('Hola', '', 'Producto: X', false, null, undefined, '¿Precio?')).toBe(
      'Hola\n\nProducto: X\n¿Precio?',
    );
  });
});

describe('bulletList', () => {
  it('puts each item on its own line', () => {
    expect(bulletList(['Polo', 'Gorra'])).toBe('- Polo\n- Gorra');
    expect(bulletList([])).toBe('');
  });
});
