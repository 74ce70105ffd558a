import { optionQuoteMessage, serviceQuoteMessage } from './quoteMessages';

describe('serviceQuoteMessage', () => {
  it('names the service', () => {
    expect(serviceQuoteMessage('impresión DTF')).toBe('Hola, me interesa cotizar impresión DTF.');
  });

  it('trims stray spaces around the service', () => {
    expect(serviceQuoteMessage('  serigrafía ')).toBe('Hola, me interesa cotizar serigrafía.');
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
