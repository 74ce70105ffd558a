import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrate } from '@estampa/test/hydration';
import PedidoPage from './PedidoPage';
import { saveOrder } from './persistence';

const QUERY = `?${new URLSearchParams({ modelo: '17', nombre: 'Relámpago Azul', colores: 'Azul y Blanco', imagen: 'https://img.example/17.png' })}`;

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState({}, '', `/uniformes/basquetbol/pedido${QUERY}`);
});

describe('prerendering and hydration', () => {
  it('renders the same neutral frame on the server whatever the URL, without touching storage', () => {
    saveOrder('17', {
      players: [{ id: '1', apellidoONombre: 'Ana', numero: '7', patrocinador: '', size: 'M' }],
      client: { nombre: 'C', telefono: '1', correo: '' },
      config: { numeroAdelante: true, colorDistinto: false, colorFondo: '' },
    });
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
    expect(frame.textContent).toContain('Cargando información del modelo...');
    expect(frame.textContent).toContain('Cómo hacer tu pedido');
    expect(frame.textContent).not.toContain('Relámpago Azul');
    // The way back is part of the frame (the page is usable without JavaScript); nothing else acts.
    expect(frame.querySelector('a[href="/uniformes/basquetbol"]')?.textContent).toBe('Volver a Uniformes');
    expect(frame.querySelector('input, button')).toBeNull();
  });

  it('hydrates the prerendered frame without a mismatch, then shows the builder', async () => {
    // The build prerenders the page without a query string; the visitor's URL has one.
    window.history.replaceState({}, '', '/uniformes/basquetbol/pedido');
    const html = renderToString(<PedidoPage />);
    window.history.replaceState({}, '', `/uniformes/basquetbol/pedido${QUERY}`);
    const { errors, unmount } = await hydrate(<PedidoPage />, { html });
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Descargar Pedido (0 jugadores)' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando información del modelo...')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volver a Uniformes' })).not.toBeInTheDocument();
    await unmount();
  });
});
