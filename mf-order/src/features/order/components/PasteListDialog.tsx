import { css } from '@emotion/react';
import { Button } from '@estampa/shared/ui/Button';
import { Dialog } from '@estampa/shared/ui/Dialog';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { useMemo, useState } from 'react';
import { PASTE_CUT_MESSAGE, PASTE_MAX_CHARS, parsePastedList, pastedText, type AcceptedRow } from '../pasteList';
import type { Player } from '../types';
import { hint, input, label } from './formStyles';

type Props = {
  open: boolean;
  roster: readonly Player[];
  onClose: () => void;
  /** Called with the accepted rows when the visitor confirms; nothing is added before. */
  onConfirm: (rows: AcceptedRow[]) => void;
};

const previewList = css({
  listStyle: 'none',
  margin: `${space.xs} 0 0`,
  padding: 0,
  maxHeight: '12rem',
  overflow: 'auto',
  border: `1px solid ${colors.line}`,
  borderRadius: radius.md,
  li: {
    padding: `${space.xs} ${space.sm}`,
    borderBottom: `1px solid ${colors.line}`,
    overflowWrap: 'anywhere',
    fontSize: font.size.sm,
  },
  'li:last-child': { borderBottom: 0 },
});

const subTitle = css({ margin: `${space.md} 0 0`, fontSize: font.size.md });

function summaryText(accepted: number, rejected: number): string {
  const add = accepted === 1 ? 'Se agregará 1 jugador.' : `Se agregarán ${accepted} jugadores.`;
  if (rejected === 0) return add;
  return `${add} ${rejected === 1 ? '1 fila no se agregará.' : `${rejected} filas no se agregarán.`}`;
}

const rowText = css({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'pre-wrap' });

export function PasteListDialog({ open, roster, onClose, onConfirm }: Props) {
  const [text, setText] = useState('');
  const pasted = useMemo(() => pastedText(text), [text]);
  const result = useMemo(() => parsePastedList(pasted.rows, roster), [pasted, roster]);
  const hasText = text.trim() !== '';
  const close = () => {
    setText('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title="Pegar lista de jugadores">
      <p css={css({ marginTop: 0 })}>
        Copia las filas de tu hoja de cálculo con las columnas en este orden:{' '}
        <strong>número, nombre, talla, patrocinador</strong>. También puedes escribir un jugador por línea separando con
        comas. La talla vacía se toma como M y el patrocinador es opcional.
      </p>
      <label htmlFor="pegar-lista" css={label}>
        Filas de jugadores
      </label>
      <textarea
        id="pegar-lista"
        data-autofocus
        value={text}
        maxLength={PASTE_MAX_CHARS}
        rows={7}
        spellCheck={false}
        placeholder={'23, Pérez, L, Colmado La Esquina\n7, Ana, M'}
        aria-describedby="pegar-lista-resumen"
        onChange={(e) => setText(e.target.value)}
        css={[
          input,
          css({ resize: 'vertical', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }),
        ]}
      />
      <p
        id="pegar-lista-resumen"
        aria-live="polite"
        css={css({ margin: `${space.md} 0 0`, fontWeight: font.weight.bold, minHeight: '1.5em' })}
      >
        {hasText ? summaryText(result.accepted.length, result.rejected.length) : ''}
      </p>
      {pasted.cut && (
        <p role="alert" css={[hint, css({ color: colors.primaryDark })]}>
          {PASTE_CUT_MESSAGE}
        </p>
      )}
      {hasText && result.headerSkipped && <p css={hint}>La primera fila parece un encabezado y se omitirá.</p>}
      {hasText && result.accepted.length > 0 && (
        <>
          <h3 css={subTitle}>Se agregarán</h3>
          <ul css={previewList} aria-label="Jugadores que se agregarán">
            {result.accepted.map((row) => (
              <li key={row.line}>
                #{row.player.numero} · {row.player.apellidoONombre} · Talla {row.player.size}
                {row.player.patrocinador ? ` · ${row.player.patrocinador}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {hasText && result.rejected.length > 0 && (
        <>
          <h3 css={[subTitle, css({ color: colors.primary })]}>No se agregarán</h3>
          <ul css={previewList} aria-label="Filas rechazadas">
            {result.rejected.map((row) => (
              <li key={row.line}>
                <strong>Fila {row.line}:</strong> <span css={rowText}>{row.text}</span>
                <span css={css({ display: 'block', color: colors.primaryDark })}>{row.reasons.join('. ')}.</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: space.lg })}>
        <Button
          disabled={result.accepted.length === 0}
          onClick={() => {
            onConfirm(result.accepted);
            setText('');
          }}
        >
          Confirmar
        </Button>
        <Button variant="secondary" onClick={close}>
          Cancelar
        </Button>
      </div>
    </Dialog>
  );
}
