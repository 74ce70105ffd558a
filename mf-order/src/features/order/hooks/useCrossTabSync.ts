import { useEffect, type Dispatch } from 'react';
import { initialOrderState, type OrderAction } from '../orderReducer';
import { loadOrder, saveOrder, storageKey } from '../persistence';
import type { OrderData } from '../types';

/**
 * Keeps the order of one model in this browser: every change is saved, and a change saved by
 * another tab of the same model is followed (then `onFollowed` runs), so neither tab overwrites
 * the other. Nothing is kept while the model is not known yet (`modelId` undefined).
 * The add-player form's draft is not part of what is followed: it stays with its tab (useKeptDraft).
 */
export function useCrossTabSync(
  modelId: string | undefined,
  data: OrderData,
  dispatch: Dispatch<OrderAction>,
  onFollowed: () => void,
) {
  const { players, client, config } = data;
  useEffect(() => {
    if (modelId !== undefined) saveOrder(modelId, { players, client, config });
  }, [modelId, players, client, config]);

  useEffect(() => {
    if (modelId === undefined) return;
    const key = storageKey(modelId);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      dispatch({
        type: 'orderRestored',
        data: loadOrder(modelId) ?? { players: [], client: initialOrderState.client, config: initialOrderState.config },
      });
      onFollowed();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [modelId, dispatch, onFollowed]);
}
