import { configurationSummary } from './configurationSummary';

describe('configurationSummary', () => {
  it('names the front number and keeps the original colours by default', () => {
    expect(configurationSummary({ numeroAdelante: true, colorDistinto: false, colorFondo: 'Verde' })).toBe(
      'Número al frente · Colores originales del modelo',
    );
  });

  it('names the background colour asked for, trimmed, or says it is still to be chosen', () => {
    expect(configurationSummary({ numeroAdelante: false, colorDistinto: true, colorFondo: '  Azul marino ' })).toBe(
      'Sin número al frente · Color de fondo: Azul marino',
    );
    expect(configurationSummary({ numeroAdelante: true, colorDistinto: true, colorFondo: '   ' })).toBe(
      'Número al frente · Color de fondo: por definir',
    );
  });
});
