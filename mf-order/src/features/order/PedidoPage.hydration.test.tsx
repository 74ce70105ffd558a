import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrate } from '@estampa/test/hydration';
import PedidoPage from './PedidoPage';
import { draftStorageKey, saveDraft, saveOrder, storageKey } from './persistence';

const QUERY = `?${new URLSearchParams({ modelo: '17', nombre: 'Relámpago Azul', colores: 'Azul y Blanco', imagen: 'https://img.example/17.png' })}`;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear(); // the add-player draft is kept per tab: every test is a fresh tab
  window.history.replaceState({}, '', `/uniformes/basquetbol/pedido${QUERY}`);
});

const SAVED = {
  players: [{ id: '1', apellidoONombre: 'Ana', numero: '7', patrocinador: '', size: 'M' as const }],
  client: { nombre: 'Los Tigres', telefono: '809-555-0101', correo: '' },
  config: { numeroAdelante: true, colorDistinto: false, colorFondo: '' },
};
/** What this tab had typed into the add-player form before the reload. */
const DRAFT = { apellidoONombre: 'Pérez', numero: '23', patrocinador: 'Colmado', size: 'XL' as const };

describe('prerendering and hydration', () => {
  it('renders the same builder, without a model, on the server whatever the URL, without touching storage', () => {
    saveOrder('17', SAVED);
    saveDraft('17', DRAFT);
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const withQuery = renderToString(<PedidoPage />);
    window.history.replaceState({}, '', '/uniformes/basquetbol/pedido');
    const withoutQuery = renderToString(<PedidoPage />);
    expect(withQuery).toBe(withoutQuery);
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();

    const frame = document.createElement('div');
    frame.innerHTML = withQuery;
    expect(frame.querySelectorAll('h1')).toHaveLength(1);
    expect(frame.querySelector('h1')?.textContent).toBe('Pedido de Uniformes de Basquetbol');
    // The model's place says it is loading and keeps the way back (the page without JavaScript).
    expect(frame.textContent).toContain('Cargando información del modelo...');
    expect(frame.querySelector('a[href="/uniformes/basquetbol"]')?.textContent).toBe('Volver a Uniformes');
    expect(frame.textContent).toContain('Cómo hacer tu pedido');
    expect(frame.textContent).not.toContain('Relámpago Azul');
    expect(frame.textContent).not.toContain('Ana');
    expect(withQuery).not.toContain('Pérez');
    // The forms are there from the first paint: what a visitor does before hydration is kept for them.
    expect(frame.querySelector('input[name], input[id]')).not.toBeNull();
    expect([...frame.querySelectorAll('button')].map((b) => b.textContent)).toContain('Agregar Jugador');
  });

  it('hydrates the prerendered builder without a mismatch, then shows the model, the kept order and the kept draft in the same fields', async () => {
    saveOrder('17', SAVED);
    saveDraft('17', DRAFT);
    // The build prerenders the page without a query string; the visitor's URL has one.
    window.history.replaceState({}, '', '/uniformes/basquetbol/pedido');
    const html = renderToString(<PedidoPage />);
    window.history.replaceState({}, '', `/uniformes/basquetbol/pedido${QUERY}`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const prerenderedFields = [...container.querySelectorAll('input')];
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <PedidoPage />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Descargar Pedido (1 jugadores)' })).toBeInTheDocument();
    expect(screen.getByText('Relámpago Azul')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre del cliente o equipo' })).toHaveValue('Los Tigres');
    expect(screen.getByText('Recuperamos el pedido guardado en este navegador (1 jugador).')).toBeInTheDocument();
    expect(screen.getByLabelText(/Apellido\/Nombre de Chaqueta/)).toHaveValue('Pérez');
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('23');
    expect(screen.getByLabelText('Talla')).toHaveValue('XL');
    expect(screen.getByLabelText('Patrocinador (opcional)')).toHaveValue('Colmado');
    expect(screen.queryByText('Cargando información del modelo...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver a Uniformes' })).not.toBeInTheDocument();
    // Not remounted: the fields are the prerendered nodes (where what a visitor did early is replayed).
    const fields = [...container.querySelectorAll('input')];
    expect(fields).toHaveLength(prerenderedFields.length);
    fields.forEach((field, i) => expect(field).toBe(prerenderedFields[i]));
    // The kept order was never overwritten by a blank one.
    expect(window.localStorage.getItem(storageKey('17'))).toContain('Los Tigres');
    expect(window.sessionStorage.getItem(draftStorageKey('17'))).toContain('Pérez');
    await act(async () => root?.unmount());
    container.remove();
  });

  it('gives the builder way to the loading message and the way back when the URL lacks the model', async () => {
    window.history.replaceState({}, '', '/uniformes/basquetbol/pedido');
    const { errors, unmount } = await hydrate(<PedidoPage />);
    expect(errors).toEqual([]);
    expect(screen.getByText('Cargando información del modelo...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a Uniformes' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar Jugador' })).not.toBeInTheDocument();
    await unmount();
  });
});
