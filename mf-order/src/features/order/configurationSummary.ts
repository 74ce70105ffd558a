import { effectiveColorFondo, type OrderData } from './types';

/** 'Número al frente · Color de fondo: Azul marino' */
export function configurationSummary(config: OrderData['config']): string {
  const colour = effectiveColorFondo(config);
  const front = config.numeroAdelante ? 'Número al frente' : 'Sin número al frente';
  const background = config.colorDistinto
    ? `Color de fondo: ${colour || 'por definir'}`
    : 'Colores originales del modelo';
  return `${front} · ${background}`;
}
