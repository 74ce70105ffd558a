import { css } from '@emotion/react';
import { showAlert } from '@estampa/shared/browser/alert';
import { PATHS } from '@estampa/shared/routes/paths';
import { colors, font, mq, radius, space } from '@estampa/shared/theme/theme';
import { Button, LinkButton } from '@estampa/shared/ui/Button';
import { Hero } from '@estampa/shared/ui/Hero';
import { WhatsAppIcon } from '@estampa/shared/ui/icons';
import { Section } from '@estampa/shared/ui/Section';
import { openWhatsApp } from '@estampa/shared/whatsapp/whatsapp';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ClientForm } from './components/ClientForm';
import { ConfigForm } from './components/ConfigForm';
import { card, cardTitle, hint } from './components/formStyles';
import { Instructions } from './components/Instructions';
import { ModelSummary } from './components/ModelSummary';
import { loadPasteListDialog } from './components/loadPasteListDialog';
import { PlayerForm } from './components/PlayerForm';
import { PlayerList } from './components/PlayerList';
import { PAGE_TEXT } from './data';
import { downloadTextFile } from './download';
import { MESSAGES } from './messages';
import { readSelectedModel } from './modelParams';
import { loadOrderDocument } from './loadOrderDocument';
import { addPlayerError, draftFromForm, initialOrderState, orderError, orderReducer, type OrderState } from './orderReducer';
import type { AcceptedRow } from './pasteList';
import { loadOrder, saveOrder, storageKey } from './persistence';
import { effectiveColorFondo, type OrderData, type Player, type SelectedModel } from './types';
import { whatsappSummary } from './whatsappSummary';

/**
 * The model the page is for, with its saved order: null on the server and in the first client
 * render (the query string is read in an effect), and when the query lacks the model — one
 * neutral frame for both.
 */
type ModelChoice = { model: SelectedModel; saved: OrderData | null } | null;

const layout = css({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
});

const column = css({ display: 'grid', gap: space.lg, minWidth: 0 });

/** The live region stays in the page (so changes are announced) and takes no room while empty. */
// A toast at the bottom of the screen: seen wherever the visitor is, and never pushes the form
// down under the pointer (it used to sit above the form and shift it when it appeared).
const notice = css({
  position: 'fixed',
  insetInline: space.md,
  bottom: space.md,
  zIndex: 50,
  maxWidth: 560,
  marginInline: 'auto',
  marginBlock: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: '#dcfce7',
  color: colors.success,
  fontWeight: font.weight.bold,
  boxShadow: '0 6px 20px rgba(15,23,42,.18)',
  '&:empty': { padding: 0, boxShadow: 'none' },
});

// Code only a visitor's action needs comes when first used: the 'Pegar lista' dialog on opening it,
// the order document on downloading (loadOrderDocument).
const PasteListDialog = lazy(() => loadPasteListDialog().then((m) => ({ default: m.PasteListDialog })));

const actionsRow = css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

function initState(saved: OrderData | null): OrderState {
  return saved ? { ...initialOrderState, ...saved } : initialOrderState;
}

function restoredNotice(saved: OrderData | null): string {
  if (!saved) return '';
  const n = saved.players.length;
  return `Recuperamos el pedido guardado en este navegador (${n} ${n === 1 ? 'jugador' : 'jugadores'}).`;
}

/** The order builder for one model; rendered in the browser only, once the query string is read. */
function OrderBuilder({ model, saved }: { model: SelectedModel; saved: OrderData | null }) {
  const [state, dispatch] = useReducer(orderReducer, saved, initState);
  const [status, setStatus] = useState(() => restoredNotice(saved));
  const [pasteOpen, setPasteOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const { players, client, config } = state;

  useEffect(() => {
    saveOrder(model.id, { players, client, config });
  }, [model.id, players, client, config]);

  // The toast goes away by itself so it never keeps covering the bottom of the page.
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), 8000);
    return () => clearTimeout(timer);
  }, [status]);

  // Another tab of the same model changed the order: follow it, so neither tab overwrites the other.
  useEffect(() => {
    const key = storageKey(model.id);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      dispatch({ type: 'orderRestored', data: loadOrder(model.id) ?? { players: [], client: initialOrderState.client, config: initialOrderState.config } });
      setStatus('El pedido se actualizó desde otra pestaña.');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [model.id]);

  const addPlayer = () => {
    const draft = draftFromForm(state.form);
    const error = addPlayerError(players, draft);
    if (error) {
      showAlert(error);
      return;
    }
    dispatch({ type: 'playerAdded', now: Date.now() });
    setStatus(`Jugador agregado: ${draft.apellidoONombre} (número ${draft.numero}).`);
    nameRef.current?.focus();
  };

  const removePlayer = useCallback((player: Player) => {
    dispatch({ type: 'playerRemoved', id: player.id });
    setStatus(`Jugador eliminado: ${player.apellidoONombre} (número ${player.numero}).`);
  }, []);

  const clearOrder = useCallback(() => {
    dispatch({ type: 'orderCleared' });
    setStatus('Pedido vaciado. Puedes empezar de nuevo.');
    nameRef.current?.focus();
  }, []);

  const importRows = (rows: AcceptedRow[]) => {
    dispatch({ type: 'playersImported', rows: rows.map((r) => r.player), now: Date.now() });
    setPasteOpen(false);
    setStatus(rows.length === 1 ? 'Se agregó 1 jugador de la lista pegada.' : `Se agregaron ${rows.length} jugadores de la lista pegada.`);
  };

  const blocked = orderError(state);

  const download = async () => {
    if (blocked) {
      showAlert(blocked);
      return;
    }
    const now = new Date();
    try {
      const { buildOrderDocument, orderFileName } = await loadOrderDocument();
      const html = buildOrderDocument({ model, players, client, config, siteOrigin: window.location.origin }, now);
      downloadTextFile(orderFileName(model.nombre, now), html);
    } catch {
      showAlert('No se pudo generar el archivo del pedido. Inténtalo de nuevo o escríbenos por WhatsApp.');
      return;
    }
    showAlert(MESSAGES.orderSuccess);
  };

  const sendSummary = () => {
    if (blocked) {
      showAlert(blocked);
      return;
    }
    openWhatsApp(whatsappSummary({ model, players, client, config }));
  };

  return (
    <Section tone="alt">
      <p role="status" css={notice}>
        {status}
      </p>
      <div css={layout}>
        <div css={column}>
          <ModelSummary model={model} playerCount={players.length} colorFondo={effectiveColorFondo(config)} />
          <ClientForm client={client} dispatch={dispatch} />
          <ConfigForm config={config} dispatch={dispatch} />
        </div>
        <div css={column}>
          <PlayerForm form={state.form} dispatch={dispatch} onAdd={addPlayer} onPaste={() => setPasteOpen(true)} nameRef={nameRef} />
          <PlayerList players={players} onRemove={removePlayer} onClear={clearOrder} />
          <section aria-labelledby="pedido-finalizar" css={card}>
            <h2 id="pedido-finalizar" css={cardTitle}>
              Finalizar pedido
            </h2>
            <div css={actionsRow}>
              <LinkButton variant="secondary" href={PATHS.basketball}>
                {PAGE_TEXT.backToModels}
              </LinkButton>
              <Button softDisabled={blocked !== null} aria-describedby={blocked ? 'pedido-requisitos' : undefined} onClick={download}>
                {PAGE_TEXT.downloadLabel(players.length)}
              </Button>
              <Button variant="whatsapp" softDisabled={blocked !== null} aria-describedby={blocked ? 'pedido-requisitos' : undefined} onClick={sendSummary}>
                <WhatsAppIcon size={20} />
                {PAGE_TEXT.whatsapp}
              </Button>
            </div>
            {blocked && (
              <p id="pedido-requisitos" css={hint}>
                Para descargar el pedido necesitas al menos un jugador y el nombre y teléfono del cliente.
              </p>
            )}
          </section>
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

/**
 * The neutral frame's model area, while the query string is read or when it lacks the model.
 * The way back is there from the first byte: without JavaScript the page is not a dead end, and
 * nothing moves when the page finds the model missing. It fills the screen, so what follows
 * starts below the fold and does not jump when the builder (much taller) takes its place.
 */
function ModelPending() {
  return (
    <Section tone="alt" labelledBy="pedido-modelo" css={css({ minHeight: '100vh' })}>
      <h2 id="pedido-modelo" css={css({ margin: `0 0 ${space.md}`, fontSize: font.size.xxl })}>
        Modelo seleccionado
      </h2>
      <p role="status" css={css({ margin: 0, fontSize: font.size.lg, color: colors.inkSoft })}>
        {MESSAGES.loadingModel}
      </p>
      <div css={css({ marginTop: space.lg })}>
        <LinkButton href={PATHS.basketball}>{PAGE_TEXT.backToCatalogue}</LinkButton>
      </div>
    </Section>
  );
}

/** /uniformes/basquetbol/pedido: the basketball order builder (SPEC.md, "Basketball order page"). */
export default function PedidoPage() {
  const [choice, setChoice] = useState<ModelChoice>(null);

  useEffect(() => {
    const model = readSelectedModel(window.location.search);
    if (model) setChoice({ model, saved: loadOrder(model.id) });
  }, []);

  return (
    <>
      <Hero id="pedido" eyebrow="Uniformes de basquetbol" title={PAGE_TEXT.title} lead={PAGE_TEXT.lead} />
      {choice ? <OrderBuilder model={choice.model} saved={choice.saved} /> : <ModelPending />}
      <Instructions />
    </>
  );
}
