import { css } from '@emotion/react';
import { showAlert } from '@estampa/shared/browser/alert';
import { PATHS } from '@estampa/shared/routes/paths';
import { mq, space } from '@estampa/shared/theme/theme';
import { Button, LinkButton } from '@estampa/shared/ui/Button';
import { WhatsAppIcon } from '@estampa/shared/ui/icons';
import { intent } from '@estampa/shared/telemetry/intent';
import { openWhatsApp } from '@estampa/shared/whatsapp/whatsapp';
import { PAGE_TEXT } from '../data';
import { downloadTextFile } from '../download';
import { MESSAGES } from '../messages';
import { orderIntentItem } from '../modelParams';
import { loadOrderDocument } from '../loadOrderDocument';
import { finishShownEnabled } from '../orderReducer';
import type { OrderData, SelectedModel } from '../types';
import { whatsappSummary } from '../whatsappSummary';
import { card, cardTitle, hint } from './formStyles';

/** On phones the three wrap onto lines of their own; each then fills its line, so they line up. */
const actionsRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  [mq.belowMd]: { '& > *': { flex: '1 1 auto' } },
});

type Props = OrderData & {
  /** Undefined until the browser has read it from the URL: nothing can be sent before. */
  model: SelectedModel | undefined;
  /** Why the order cannot be finished yet (orderError), or null. */
  blocked: string | null;
};

/**
 * 'Finalizar pedido': back to the models, download the order document, or send a summary on WhatsApp
 * (both purchase intents for field data, counted for the model; not while something is missing:
 * shown disabled, or a name or phone of spaces only, where a click only says what is missing).
 */
export function FinishOrder({ model, players, client, config, blocked }: Props) {
  const item = orderIntentItem(model);
  const shownDisabled = !finishShownEnabled({ players, client });
  const download = async () => {
    if (!model) return;
    if (blocked) {
      showAlert(blocked);
      return;
    }
    const now = new Date();
    try {
      // The document's builder is fetched on the first download, not with the page.
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
    if (!model) return;
    if (blocked) {
      showAlert(blocked);
      return;
    }
    openWhatsApp(whatsappSummary({ model, players, client, config }));
  };

  return (
    <section aria-labelledby="pedido-finalizar" css={card}>
      <h2 id="pedido-finalizar" css={cardTitle}>
        Finalizar pedido
      </h2>
      <div css={actionsRow}>
        <LinkButton variant="secondary" href={PATHS.basketball}>
          {PAGE_TEXT.backToModels}
        </LinkButton>
        <Button
          softDisabled={shownDisabled}
          aria-describedby={shownDisabled ? 'pedido-requisitos' : undefined}
          onClick={download}
          {...(blocked ? {} : intent('order-document', item))}
        >
          {PAGE_TEXT.downloadLabel(players.length)}
        </Button>
        <Button
          variant="whatsapp"
          softDisabled={shownDisabled}
          aria-describedby={shownDisabled ? 'pedido-requisitos' : undefined}
          onClick={sendSummary}
          {...(blocked ? {} : intent('whatsapp', item))}
        >
          <WhatsAppIcon size={20} />
          {PAGE_TEXT.whatsapp}
        </Button>
      </div>
      {shownDisabled && (
        <p id="pedido-requisitos" css={hint}>
          Para descargar el pedido necesitas al menos un jugador y el nombre y teléfono del cliente.
        </p>
      )}
    </section>
  );
}
