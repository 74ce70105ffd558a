import { useEffect } from 'react';
import type { PlayerForm } from '../orderReducer';
import { saveDraft } from '../persistence';

/**
 * Keeps what is typed into the add-player form (the draft) for a reload of this tab: every change
 * is saved, and a blank form (after 'Agregar Jugador' or 'Vaciar pedido') removes it. It is put
 * back by PedidoPage with the kept order (loadDraft, in the same layout effect). Nothing is kept
 * while the model is not known yet (`modelId` undefined).
 *
 * Not synced between tabs, on purpose: a draft is the player this tab is typing, and a second
 * tab of the same model must not see its form fill with someone else's keystrokes, nor have its
 * own draft overwritten (persistence.ts keeps it in sessionStorage for that).
 */
export function useKeptDraft(modelId: string | undefined, form: PlayerForm) {
  useEffect(() => {
    if (modelId !== undefined) saveDraft(modelId, form);
  }, [modelId, form]);
}
