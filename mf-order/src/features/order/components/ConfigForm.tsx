import type { Dispatch } from 'react';
import type { OrderAction } from '../orderReducer';
import { LIMITS, type OrderConfig } from '../types';
import { card, cardTitle, checkboxRow, fieldGrid } from './formStyles';
import { TextField } from './TextField';

type Props = { config: OrderConfig; dispatch: Dispatch<OrderAction> };

export function ConfigForm({ config, dispatch }: Props) {
  return (
    <section aria-labelledby="pedido-configuracion" css={card}>
      <h2 id="pedido-configuracion" css={cardTitle}>
        Configuración general del uniforme
      </h2>
      {/* The flags' labels say neither 'Número' nor 'Color de fondo': those name the player's number and the
          background colour field, and a lookup by either finds that field alone. */}
      <div css={fieldGrid}>
        <label css={checkboxRow}>
          <input
            type="checkbox"
            checked={config.numeroAdelante}
            onChange={(e) => dispatch({ type: 'configFlagChanged', field: 'numeroAdelante', value: e.target.checked })}
          />
          <span>Llevar el dorsal también adelante, en el pecho</span>
        </label>
        <label css={checkboxRow}>
          <input
            type="checkbox"
            checked={config.colorDistinto}
            onChange={(e) => dispatch({ type: 'configFlagChanged', field: 'colorDistinto', value: e.target.checked })}
          />
          <span>Fondo de un color distinto al del modelo</span>
        </label>
        {config.colorDistinto && (
          <TextField
            id="config-color-fondo"
            label="Color de fondo deseado"
            placeholder="Ej.: azul marino"
            value={config.colorFondo}
            onChange={(value) => dispatch({ type: 'colorFondoChanged', value })}
            maxLength={LIMITS.colorFondo}
          />
        )}
      </div>
    </section>
  );
}
