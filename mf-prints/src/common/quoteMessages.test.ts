import { optionQuoteMessage, productQuoteMessage, serviceQuoteMessage } from './quoteMessages';

describe('serviceQuoteMessage', () => {
  it('names the service', () => {
    expect(serviceQuoteMessage('impresión DTF')).toBe('Hola, me interesa cotizar impresión DTF.');
  });

  it('trims stray spaces around the service', () => {
    expect(serviceQuoteMessage('  serigrafía ')).toBe('Hola, me interesa cotizar serigrafía.');
  });
});

describe('productQuoteMessage', () => {
  it('names the service, the product and its "Desde" price', () => {
    expect(productQuoteMessage('impresión DTF', { name: 'Camisetas personalizadas', price: 15 })).toBe(
      'Hola, me interesa cotizar impresión DTF: Camisetas personalizadas (Desde $15).',
    );
  });

  it('formats the price as the site does (thousands, cents)', () => {
    expect(productQuoteMessage('sublimación', { name: 'Lote', price: 1200 })).toBe(
      'Hola, me interesa cotizar sublimación: Lote (Desde $1,200).',
    );
    expect(productQuoteMessage('sublimación', { name: 'Llavero', price: 2.5 })).toBe(
      'Hola, me interesa cotizar sublimación: Llavero (Desde $2.50).',
    );
  });
});

describe('optionQuoteMessage', () => {
  it('adds the figure in parentheses when there is one', () => {
    expect(optionQuoteMessage('impresión en lona', { name: 'Frontlit', badge: '440 g/m²' })).toBe(
      'Hola, me interesa cotizar impresión en lona: Frontlit (440 g/m²).',
    );
  });

  it('leaves the parentheses out without a figure (or with a blank one)', () => {
    expect(optionQuoteMessage('corte de vinil', { name: 'Reflectivo' })).toBe(
      'Hola, me interesa cotizar corte de vinil: Reflectivo.',
    );
    expect(optionQuoteMessage('corte de vinil', { name: 'Textil', badge: '  ' })).toBe(
      'Hola, me interesa cotizar corte de vinil: Textil.',
    );
  });
});
