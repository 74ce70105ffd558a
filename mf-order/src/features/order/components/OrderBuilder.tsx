import { css } from '@emotion/react';
import { showAlert } from '@estampa/shared/browser/alert';
import { ORDER_PARAMS } from '@estampa/shared/order/orderUrl';
import { URL_MARK_MISSING, urlLacksSelector } from '@estampa/shared/islands/urlParams';
import { mq, space } from '@estampa/shared/theme/theme';
import { Section } from '@estampa/shared/ui/Section';
import { lazy, Suspense, useCallback, useReducer, useRef, useState } from 'react';
import { useCrossTabSync } from '../hooks/useCrossTabSync';
import { useKeptDraft } from '../hooks/useKeptDraft';
import { useToast } from '../hooks/useToast';
import {
  addPlayerError,
  draftFromForm,
  initialOrderState,
  orderError,
  orderReducer,
  type PlayerForm as PlayerFormState,
} from '../orderReducer';
import type { AcceptedRow } from '../pasteList';
import { effectiveColorFondo, type OrderData, type Player, type SelectedModel } from '../types';
import { ClientForm } from './ClientForm';
import { ConfigForm } from './ConfigForm';
import { FinishOrder } from './FinishOrder';
import { ModelSummary } from './ModelSummary';
import { loadPasteListDialog } from './loadPasteListDialog';
import { PlayerForm } from './PlayerForm';
import { PlayerList } from './PlayerList';
import { Toast } from './Toast';

// The 'Pegar lista' dialog's code comes when a visitor first opens it.
const PasteListDialog = lazy(() => loadPasteListDialog().then((m) => ({ default: m.PasteListDialog })));

/**
 * Where the page shows the model area alone (its loading text and way back), from the first paint:
 * without JavaScript (the forms could do nothing), and when the URL lacks the model (the shell's
 * mark on <html>, shared/src/islands/urlParams.js; the same test as readOrderQuery).
 */
const modelAreaAlone = (styles: Record<string, string>) => ({
  '@media (scripting: none)': styles,
  [`${urlLacksSelector(ORDER_PARAMS)} &`]: styles,
});

const layout = css({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
  // After the media query, so that it wins there too.
  ...modelAreaAlone({ gridTemplateColumns: 'none' }),
});

const column = css({ display: 'grid', gap: space.lg, minWidth: 0 });

const forms = css(modelAreaAlone({ display: 'none' }));

/**
 * Once the page has found no model in the URL, behind a shell without the mark: the area fills the
 * screen, so the instructions below do not jump up into view when the (much taller) prerendered
 * builder gives way to it.
 */
const pendingWithoutMark = css({ [`${URL_MARK_MISSING} &`]: { minHeight: '100vh' } });

function restoredNotice(saved: OrderData): string {
  const n = saved.players.length;
  return `Recuperamos el pedido guardado en este navegador (${n} ${n === 1 ? 'jugador' : 'jugadores'}).`;
}

/**
 * The model of the page, with the order kept in this browser for it and the add-player form this
 * tab left half-typed (persistence.ts).
 */
export type ModelChoice = { model: SelectedModel; saved: OrderData | null; draft: PlayerFormState | null };

/**
 * The order builder. The server prerenders it without a model (`choice` undefined), so its forms
 * are there from the first paint and what a visitor types or taps while the page loads is
 * replayed on them (the shell's earlyEvents); the model and the kept order arrive together once
 * the browser has read them. `choice` null: the URL lacks the model, and only the model area stays
 * (docs/product-rules.md#pages), as the first paint already showed it.
 */
export function OrderBuilder({ choice }: { choice: ModelChoice | null | undefined }) {
  const [state, dispatch] = useReducer(orderReducer, initialOrderState);
  const [status, setStatus] = useToast();
  const [pasteOpen, setPasteOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const { players, client, config } = state;
  const model = choice?.model;

  // The kept order and draft are restored while rendering, not in an effect: no commit (and so no
  // save) ever shows the model with a blank order or form, and the fields stay the nodes the
  // visitor may already have typed into (what they typed before hydration is replayed after this).
  const [restoredFrom, setRestoredFrom] = useState(choice);
  if (restoredFrom !== choice) {
    setRestoredFrom(choice);
    if (choice?.saved) {
      dispatch({ type: 'orderRestored', data: choice.saved });
      setStatus(restoredNotice(choice.saved));
    }
    if (choice?.draft) dispatch({ type: 'formRestored', form: choice.draft });
  }

  const followedOtherTab = useCallback(() => setStatus('El pedido se actualizó desde otra pestaña.'), [setStatus]);
  useCrossTabSync(model?.id, state, dispatch, followedOtherTab);
  useKeptDraft(model?.id, state.form);

  const addPlayer = () => {
    const draft = draftFromForm(state.form);
    const error = addPlayerError(players, draft);
    if (error) {
      showAlert(error);
      return;
    }
    dispatch({ type: 'playerAdded', now: Date.now() });
    // The status names no one: the roster shows the player, and the name written twice on the
    // page (list and message, for 8 s) made a lookup of it by text find two elements.
    setStatus('Jugador agregado.');
    nameRef.current?.focus();
  };

  const removePlayer = useCallback(
    (player: Player) => {
      dispatch({ type: 'playerRemoved', id: player.id });
      setStatus('Jugador eliminado.');
    },
    [setStatus],
  );

  const clearOrder = useCallback(() => {
    dispatch({ type: 'orderCleared' });
    setStatus('Pedido vaciado. Puedes empezar de nuevo.');
    nameRef.current?.focus();
  }, [setStatus]);

  const importRows = (rows: AcceptedRow[]) => {
    dispatch({ type: 'playersImported', rows: rows.map((r) => r.player), now: Date.now() });
    setPasteOpen(false);
    setStatus(
      rows.length === 1
        ? 'Se agregó 1 jugador de la lista pegada.'
        : `Se agregaron ${rows.length} jugadores de la lista pegada.`,
    );
  };

  const summary = <ModelSummary model={model} playerCount={players.length} colorFondo={effectiveColorFondo(config)} />;
  if (choice === null) {
    return (
      <Section tone="alt" as="div" css={pendingWithoutMark}>
        <div css={layout}>
          <div css={column}>{summary}</div>
        </div>
      </Section>
    );
  }
  return (
    <Section tone="alt" as="div">
      <Toast message={status} />
      <div css={layout}>
        <div css={column}>
          {summary}
          <div css={[column, forms]}>
            <ClientForm client={client} dispatch={dispatch} />
            <ConfigForm config={config} dispatch={dispatch} />
          </div>
        </div>
        <div css={[column, forms]}>
          <PlayerForm
            form={state.form}
            dispatch={dispatch}
            onAdd={addPlayer}
            onPaste={() => setPasteOpen(true)}
            nameRef={nameRef}
          />
          <PlayerList players={players} onRemove={removePlayer} onClear={clearOrder} />
          <FinishOrder model={model} players={players} client={client} config={config} blocked={orderError(state)} />
        </div>
      </div>
      {pasteOpen ? (
        <Suspense fallback={null}>
          <PasteListDialog open roster={players} onClose={() => setPasteOpen(false)} onConfirm={importRows} />
        </Suspense>
      ) : null}
    </Section>
  );
}
