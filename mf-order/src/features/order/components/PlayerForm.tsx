import { css } from '@emotion/react';
import { Button } from '@estampa/shared/ui/Button';
import { space } from '@estampa/shared/theme/theme';
import type { Dispatch, FormEvent, Ref } from 'react';
import type { OrderAction, PlayerForm as PlayerFormState } from '../orderReducer';
import { LIMITS, SIZES } from '../types';
import { card, cardTitle, fieldGrid, input, label } from './formStyles';
import { SizeGuide } from './SizeGuide';
import { TextField } from './TextField';

type Props = {
  form: PlayerFormState;
  dispatch: Dispatch<OrderAction>;
  onAdd: () => void;
  onPaste: () => void;
  nameRef: Ref<HTMLInputElement>;
};

const twoCols = css({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  alignItems: 'start',
});

export function PlayerForm({ form, dispatch, onAdd, onPaste, nameRef }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd();
  };
  return (
    <section aria-labelledby="pedido-agregar" css={card}>
      <h2 id="pedido-agregar" css={cardTitle}>
        Agregar jugador
      </h2>
      <form onSubmit={submit} noValidate css={fieldGrid}>
        <TextField
          id="jugador-nombre"
          inputRef={nameRef}
          label="Apellido/Nombre de Chaqueta"
          required
          value={form.apellidoONombre}
          onChange={(value) => dispatch({ type: 'formFieldChanged', field: 'apellidoONombre', value })}
          maxLength={LIMITS.apellidoONombre}
          autoComplete="off"
        />
        <div css={twoCols}>
          <TextField
            id="jugador-numero"
            label="Número"
            required
            value={form.numero}
            onChange={(value) => dispatch({ type: 'formFieldChanged', field: 'numero', value })}
            maxLength={LIMITS.numero}
            autoComplete="off"
            hint="Hasta 3 caracteres; no se puede repetir."
          />
          <div>
            <label htmlFor="jugador-talla" css={label}>
              Talla
            </label>
            <select
              id="jugador-talla"
              value={form.size}
              onChange={(e) => dispatch({ type: 'formSizeChanged', size: e.target.value })}
              css={input}
            >
              {SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        </div>
        <SizeGuide />
        <TextField
          id="jugador-patrocinador"
          label="Patrocinador (opcional)"
          value={form.patrocinador}
          onChange={(value) => dispatch({ type: 'formFieldChanged', field: 'patrocinador', value })}
          maxLength={LIMITS.patrocinador}
          autoComplete="off"
        />
        <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.sm })}>
          <Button type="submit">Agregar Jugador</Button>
          <Button variant="secondary" onClick={onPaste}>
            Pegar lista
          </Button>
        </div>
      </form>
    </section>
  );
}
