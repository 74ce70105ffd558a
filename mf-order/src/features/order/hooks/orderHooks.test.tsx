import { act, renderHook } from '@testing-library/react';
import { useReducer } from 'react';
import { initialOrderState, orderReducer } from '../orderReducer';
import { draftStorageKey, loadDraft, loadOrder, saveOrder, storageKey } from '../persistence';
import type { OrderData } from '../types';
import { useCrossTabSync } from './useCrossTabSync';
import { useKeptDraft } from './useKeptDraft';
import { TOAST_MS, useToast } from './useToast';

const ORDER: OrderData = {
  players: [{ id: '1', apellidoONombre: 'Ana', numero: '7', patrocinador: '', size: 'M' }],
  client: { nombre: 'Liga', telefono: '809', correo: '' },
  config: { numeroAdelante: true, colorDistinto: false, colorFondo: '' },
};

describe('useToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message, then hides it by itself', () => {
    const { result } = renderHook(() => useToast('Hola'));
    expect(result.current[0]).toBe('Hola');
    act(() => result.current[1]('Jugador agregado'));
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(result.current[0]).toBe('Jugador agregado');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe('');
  });

  it('changes its text when the same message comes again (so it is announced again), and stays its full time from then', () => {
    const { result } = renderHook(() => useToast());
    act(() => result.current[1]('Jugador agregado.'));
    const first = result.current[0];
    act(() => jest.advanceTimersByTime(TOAST_MS - 100));
    act(() => result.current[1]('Jugador agregado.'));
    const second = result.current[0];
    expect(second).not.toBe(first);
    expect(second.trim()).toBe('Jugador agregado.'); // the difference is a no-break space: nothing to see
    act(() => result.current[1]('Jugador agregado.'));
    expect(result.current[0]).not.toBe(second);
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(result.current[0].trim()).toBe('Jugador agregado.');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe('');
  });
});

describe('useCrossTabSync', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('saves each change and follows a change another tab saved', () => {
    const followed = jest.fn();
    const { result } = renderHook(() => {
      const [state, dispatch] = useReducer(orderReducer, initialOrderState);
      useCrossTabSync('42', state, dispatch, followed);
      return state;
    });
    expect(loadOrder('42')).toBeNull(); // a blank order is not kept

    // Another tab saves an order for the same model: this tab follows it.
    saveOrder('42', ORDER);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKey('42') }));
    });
    expect(result.current.players).toEqual(ORDER.players);
    expect(result.current.client).toEqual(ORDER.client);
    expect(followed).toHaveBeenCalledTimes(1);

    // Another model's key is not this tab's business.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKey('7') }));
    });
    expect(followed).toHaveBeenCalledTimes(1);
  });
});

describe('useKeptDraft', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  function mount(modelId: string | undefined) {
    const followed = jest.fn();
    const view = renderHook(
      ({ id }: { id: string | undefined }) => {
        const [state, dispatch] = useReducer(orderReducer, initialOrderState);
        useCrossTabSync(id, state, dispatch, followed);
        useKeptDraft(id, state.form);
        return { state, dispatch };
      },
      { initialProps: { id: modelId } },
    );
    return { ...view, followed };
  }

  it('keeps what is typed for this tab, and forgets it once the player is added', () => {
    const { result } = mount('42');
    act(() => result.current.dispatch({ type: 'formFieldChanged', field: 'apellidoONombre', value: 'Ana' }));
    act(() => result.current.dispatch({ type: 'formFieldChanged', field: 'numero', value: '7' }));
    act(() => result.current.dispatch({ type: 'formSizeChanged', size: 'XL' }));
    expect(loadDraft('42')).toEqual({ apellidoONombre: 'Ana', numero: '7', patrocinador: '', size: 'XL' });
    // Only in this tab: nothing was written where another tab listens, so it follows nothing.
    expect(loadOrder('42')).toBeNull();
    expect(window.localStorage).toHaveLength(0);

    act(() => result.current.dispatch({ type: 'playerAdded', now: 1 }));
    expect(loadDraft('42')).toBeNull();
    expect(window.sessionStorage.getItem(draftStorageKey('42'))).toBeNull();
  });

  it("forgets it when the order is emptied, keeps nothing before the model is known, and ignores another tab's keys", () => {
    const { result, rerender, followed } = mount(undefined);
    act(() => result.current.dispatch({ type: 'formFieldChanged', field: 'apellidoONombre', value: 'Ana' }));
    expect(window.sessionStorage).toHaveLength(0);
    rerender({ id: '42' });
    expect(loadDraft('42')?.apellidoONombre).toBe('Ana');

    // A draft key event (as if another tab had one in localStorage) is not an order change.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: draftStorageKey('42') }));
    });
    expect(followed).not.toHaveBeenCalled();
    expect(result.current.state.form.apellidoONombre).toBe('Ana');

    act(() => result.current.dispatch({ type: 'orderCleared' }));
    expect(loadDraft('42')).toBeNull();
  });
});
