import type { Dispatch } from 'react';
import type { OrderAction } from '../orderReducer';
import { LIMITS, type ClientData } from '../types';
import { card, cardTitle, fieldGrid } from './formStyles';
import { TextField } from './TextField';

type Props = { client: ClientData; dispatch: Dispatch<OrderAction> };

export function ClientForm({ client, dispatch }: Props) {
  const set = (field: keyof ClientData) => (value: string) => dispatch({ type: 'clientFieldChanged', field, value });
  return (
    <section aria-labelledby="pedido-cliente" css={card}>
      <h2 id="pedido-cliente" css={cardTitle}>
        Datos del cliente
      </h2>
      <div css={fieldGrid}>
        <TextField
          id="cliente-nombre"
          label="Nombre del cliente o equipo"
          required
          value={client.nombre}
          onChange={set('nombre')}
          maxLength={LIMITS.nombre}
          autoComplete="name"
        />
        <TextField
          id="cliente-telefono"
          label="Teléfono"
          required
          type="tel"
          inputMode="tel"
          placeholder="809-555-1234"
          value={client.telefono}
          onChange={set('telefono')}
          maxLength={LIMITS.telefono}
          autoComplete="tel"
        />
        <TextField
          id="cliente-correo"
          label="Correo electrónico (opcional)"
          type="email"
          placeholder="nombre@ejemplo.com"
          value={client.correo}
          onChange={set('correo')}
          maxLength={LIMITS.correo}
          autoComplete="email"
        />
      </div>
    </section>
  );
}
