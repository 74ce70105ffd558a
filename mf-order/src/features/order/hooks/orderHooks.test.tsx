import { act, renderHook } from '@testing-library/react';
import { useReducer } from 'react';
import { initialOrderState, orderReducer } from '../orderReducer';
import { loadOrder, saveOrder, storageKey } from '../persistence';
import type { OrderData } from '../types';
import { useCrossTabSync } from './useCrossTabSync';
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
});

describe('useCrossTabSync', () => {
  beforeEach(() => window.localStorage.clear());

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
