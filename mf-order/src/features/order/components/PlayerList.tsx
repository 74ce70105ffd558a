import { css } from '@emotion/react';
import { Button } from '@estampa/shared/ui/Button';
import { CloseIcon } from '@estampa/shared/ui/icons';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { focusRing, visuallyHidden } from '@estampa/shared/ui/styles';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { Player } from '../types';
import { card, cardTitle } from './formStyles';

const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // docs/product-rules.md#constants: the list scrolls once it grows past about 384 px.
  maxHeight: '24rem',
  overflow: 'auto',
  border: `1px solid ${colors.line}`,
  borderRadius: radius.md,
  '& > li': {
    display: 'grid',
    gridTemplateColumns: '3.5rem minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: space.sm,
    padding: `${space.sm} ${space.sm} ${space.sm} ${space.md}`,
    borderBottom: `1px solid ${colors.line}`,
  },
  '& > li:last-child': { borderBottom: 0 },
  '& > li:nth-of-type(even)': { background: '#f9fafb' },
});

const numberBadge = css({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '2.75rem',
  height: '2.75rem',
  paddingInline: space.xs,
  borderRadius: radius.pill,
  background: colors.dark,
  color: colors.onDark,
  fontWeight: font.weight.black,
  overflowWrap: 'anywhere',
});

const removeButton = css([
  {
    width: 44,
    height: 44,
    display: 'grid',
    placeItems: 'center',
    border: 0,
    borderRadius: radius.pill,
    background: 'transparent',
    color: colors.primary,
    cursor: 'pointer',
    '&:hover': { background: colors.primarySoft },
  },
  focusRing,
]);

const nameCell = css({ minWidth: 0, overflowWrap: 'anywhere' });
const details = css({ display: 'block', fontSize: font.size.sm, color: colors.muted });

type RowProps = { player: Player; index: number; onRemove: (player: Player, index: number) => void };

/**
 * One roster line; memoised so adding the 100th player draws one row, not a hundred (adding
 * appends, so no other row's index changes).
 */
const PlayerRow = memo(function PlayerRow({ player: p, index, onRemove }: RowProps) {
  return (
    <li>
      <span css={numberBadge}>
        <span css={visuallyHidden}>Número </span>
        <span>{p.numero}</span>
      </span>
      <span css={nameCell}>
        <strong>{p.apellidoONombre}</strong>
        <span css={details}>
          Talla {p.size} · {p.patrocinador ? `Patrocinador: ${p.patrocinador}` : 'Sin patrocinador'}
        </span>
      </span>
      <button
        type="button"
        css={removeButton}
        onClick={() => onRemove(p, index)}
        aria-label={`Eliminar a ${p.apellidoONombre} (número ${p.numero})`}
      >
        <CloseIcon size={20} />
      </button>
    </li>
  );
});

type Props = { players: readonly Player[]; onRemove: (player: Player) => void; onClear: () => void };

/**
 * Where focus goes once the control that had it is gone or has been swapped (never to <body>: a
 * keyboard or screen-reader user would lose their place): the remove button of the row that took
 * the removed one's place (else the last row's, else the list's heading), the confirmation's
 * 'Cancelar', or 'Vaciar pedido' again.
 */
type FocusNext = { row: number } | 'heading' | 'cancel' | 'clear';

/** The roster with remove buttons and 'Vaciar pedido'. Memoised: typing in the forms does not redraw it. */
export const PlayerList = memo(function PlayerList({ players, onRemove, onClear }: Props) {
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusNext | null>(null);

  // After the render that removed or swapped the focused control.
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    if (next === 'cancel') cancelRef.current?.focus();
    else if (next === 'clear') clearRef.current?.focus();
    else {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(':scope > li > button') ?? [];
      const row = next === 'heading' ? undefined : buttons[Math.min(next.row, buttons.length - 1)];
      (row ?? headingRef.current)?.focus();
    }
  });

  const removeAt = useCallback(
    (player: Player, index: number) => {
      focusNext.current = { row: index };
      onRemove(player);
    },
    [onRemove],
  );
  /** Shows or hides the confirmation, and says where focus goes next. */
  const confirm = (show: boolean, next: FocusNext) => {
    focusNext.current = next;
    setConfirming(show);
  };

  return (
    <section aria-labelledby="pedido-jugadores" css={card}>
      <h2 id="pedido-jugadores" css={cardTitle} ref={headingRef} tabIndex={-1}>
        Lista de jugadores ({players.length})
      </h2>
      {players.length === 0 ? (
        <p css={css({ margin: 0, color: colors.muted })}>
          Aún no has agregado jugadores. Usa el formulario “Agregar jugador” o pega la lista de tu equipo.
        </p>
      ) : (
        <ol css={list} aria-label="Jugadores del pedido" ref={listRef}>
          {players.map((p, index) => (
            <PlayerRow key={p.id} player={p} index={index} onRemove={removeAt} />
          ))}
        </ol>
      )}
      <div css={css({ marginTop: space.md })}>
        {confirming ? (
          <div
            role="group"
            aria-labelledby="vaciar-pregunta"
            css={css({ padding: space.md, borderRadius: radius.md, background: colors.primarySoft, color: colors.ink })}
          >
            <p id="vaciar-pregunta" css={css({ margin: `0 0 ${space.sm}`, fontWeight: font.weight.bold })}>
              ¿Vaciar el pedido? Se borrarán los jugadores, los datos del cliente y la configuración de este modelo.
            </p>
            <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.sm })}>
              <Button
                onClick={() => {
                  confirm(false, 'heading');
                  onClear();
                }}
              >
                Sí, vaciar pedido
              </Button>
              <Button variant="secondary" ref={cancelRef} onClick={() => confirm(false, 'clear')}>
                Cancelar
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" ref={clearRef} onClick={() => confirm(true, 'cancel')}>
            Vaciar pedido
          </Button>
        )}
      </div>
    </section>
  );
});
