import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS } from '@estampa/shared/business/identity';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';
import { FIXED_BOTTOM_BAR_ATTR } from '@estampa/shared/theme/pageHooks';
import PedidoPage from './PedidoPage';
import { draftStorageKey, storageKey } from './persistence';

// The bundler's lazy chunks (the 'Pegar lista' dialog, the order document), as jest can load them.
jest.mock('./components/loadPasteListDialog', () => ({
  loadPasteListDialog: async () => jest.requireActual('./components/PasteListDialog'),
}));
jest.mock('./loadOrderDocument', () => ({ loadOrderDocument: async () => jest.requireActual('./orderDocument') }));

const MESSAGES = {
  missingPlayer: 'Por favor completa todos los campos obligatorios (Apellido/Nombre de Chaqueta y Número)',
  duplicate: 'Este número ya está asignado a otro jugador',
  noPlayers: 'Debes agregar al menos un jugador para generar el pedido',
  missingClient: 'Por favor completa los datos del cliente (Nombre y Teléfono son obligatorios)',
  success: '¡Pedido generado exitosamente! El archivo se ha descargado automáticamente.',
};

function goTo(params: Record<string, string> | null) {
  const query = params ? `?${new URLSearchParams(params)}` : '';
  window.history.replaceState({}, '', `/uniformes/basquetbol/pedido${query}`);
}

const MODEL = {
  modelo: '17',
  nombre: 'Relámpago Azul',
  colores: 'Azul y Blanco',
  imagen: 'https://img.example/modelos/17.png',
};
const alertMock = () => window.alert as jest.Mock;

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear(); // the add-player draft is kept per tab: every test is a fresh tab
  goTo(MODEL);
});

function setup() {
  const user = userEvent.setup();
  const view = render(<PedidoPage />);
  return { user, ...view };
}

async function addPlayer(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  numero: string,
  size?: string,
  sponsor?: string,
) {
  if (name) await user.type(screen.getByLabelText(/Apellido\/Nombre de Chaqueta/), name);
  if (numero) await user.type(screen.getByRole('textbox', { name: 'Número' }), numero);
  if (size) await user.selectOptions(screen.getByLabelText('Talla'), size);
  if (sponsor) await user.type(screen.getByLabelText('Patrocinador (opcional)'), sponsor);
  await user.click(screen.getByRole('button', { name: 'Agregar Jugador' }));
}

async function fillClient(user: ReturnType<typeof userEvent.setup>, name = 'Club Los Mina', phone = '809-555-1234') {
  await user.type(screen.getByLabelText(/Nombre del cliente/), name);
  await user.type(screen.getByLabelText(/Teléfono/), phone);
}

const roster = () => screen.queryByRole('list', { name: 'Jugadores del pedido' });
const rosterItems = () =>
  within(roster() as HTMLElement)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const downloadButton = () => screen.getByRole('button', { name: /^Descargar Pedido/ });

describe('without model parameters', () => {
  it.each([null, { modelo: '17', nombre: 'X', colores: 'Y' }, { ...MODEL, nombre: '  ' }])(
    'shows the loading text and a way back (%p)',
    (params) => {
      goTo(params);
      setup();
      expect(screen.getByRole('heading', { level: 1, name: 'Pedido de Uniformes de Basquetbol' })).toBeInTheDocument();
      expect(screen.getByText('Cargando información del modelo...')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Volver a Uniformes' })).toHaveAttribute(
        'href',
        '/uniformes/basquetbol',
      );
      expect(screen.queryByRole('button', { name: /Descargar Pedido/ })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/Teléfono/)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Cómo hacer tu pedido' })).toBeInTheDocument();
    },
  );

  it('fills the screen only behind a shell without the URL mark, whose first paint was the whole builder', () => {
    goTo(null);
    // Whether the loading text sits in a box at least a screen tall.
    const fillsScreen = () => {
      let el: Element | null = screen.getByText('Cargando información del modelo...');
      while (el && getComputedStyle(el).minHeight !== '100vh') el = el.parentElement;
      return el !== null;
    };
    const { unmount } = setup();
    expect(fillsScreen()).toBe(true);
    unmount();
    document.documentElement.setAttribute('data-url-params', '');
    try {
      setup();
      expect(fillsScreen()).toBe(false);
    } finally {
      document.documentElement.removeAttribute('data-url-params');
    }
  });
});

describe('with a model', () => {
  it('shows the model summary, the forms with their limits and the instructions', () => {
    setup();
    expect(screen.queryByText('Cargando información del modelo...')).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Modelo seleccionado' });
    expect(within(summary).getByText('Relámpago Azul')).toBeInTheDocument();
    expect(within(summary).getByText('Azul y Blanco')).toBeInTheDocument();
    // The image of an external image service is shown as given (https: modelImage.ts), sending no referrer.
    const image = within(summary).getByRole('img', { name: 'Uniforme de basquetbol modelo Relámpago Azul' });
    expect(image).toHaveAttribute('src', 'https://img.example/modelos/17.png');
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(within(summary).getByText('Jugadores').nextElementSibling).toHaveTextContent('0');

    // Each label's text is the field's name alone (the required mark stands beside it), so an exact
    // lookup by the words of docs/product-rules.md finds the field.
    for (const name of ['Nombre del cliente o equipo', 'Teléfono', 'Apellido/Nombre de Chaqueta', 'Número'])
      expect(screen.getByLabelText(name, { exact: true })).toHaveAttribute('aria-required', 'true');

    const phone = screen.getByLabelText(/Teléfono/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '809-555-1234');
    expect(phone).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText(/Nombre del cliente/)).toHaveAttribute('maxLength', '100');
    const mail = screen.getByLabelText('Correo electrónico (opcional)');
    expect(mail).toHaveAttribute('type', 'email');
    expect(mail).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/Apellido\/Nombre de Chaqueta/)).toHaveAttribute('maxLength', '50');
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveAttribute('maxLength', '3');
    expect(screen.getByLabelText('Patrocinador (opcional)')).toHaveAttribute('maxLength', '100');

    const size = screen.getByLabelText('Talla');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
    expect(size).toHaveValue('M');
    expect(screen.getByText('Guía de tallas')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Volver a Modelos' })).toHaveAttribute('href', '/uniformes/basquetbol');
    expect(screen.getByText(/no se puede repetir/, { selector: 'li' })).toBeInTheDocument();
  });

  it('asks for the background colour only when a different colour is wanted', async () => {
    const { user } = setup();
    expect(screen.getByRole('checkbox', { name: /dorsal también adelante/ })).toBeChecked();
    const different = screen.getByRole('checkbox', { name: /color distinto al del modelo/ });
    expect(different).not.toBeChecked();
    expect(screen.queryByLabelText('Color de fondo deseado')).not.toBeInTheDocument();
    await user.click(different);
    const colour = screen.getByLabelText('Color de fondo deseado');
    expect(colour).toHaveAttribute('maxLength', '100');
    await user.type(colour, 'Negro');
    expect(within(screen.getByRole('region', { name: 'Modelo seleccionado' })).getByText('Negro')).toBeInTheDocument();
  });

  it('scrolls the player list past about 384 px', async () => {
    const { user } = setup();
    await addPlayer(user, 'Ana', '1');
    expect(roster()).toHaveStyle({ maxHeight: '24rem', overflow: 'auto' });
  });
});

describe('adding players', () => {
  it('alerts when name or number is missing, and adds nothing', async () => {
    const { user } = setup();
    await addPlayer(user, '', '');
    expect(alertMock()).toHaveBeenLastCalledWith(MESSAGES.missingPlayer);
    await addPlayer(user, '   ', '7');
    expect(alertMock()).toHaveBeenLastCalledWith(MESSAGES.missingPlayer);
    expect(alertMock()).toHaveBeenCalledTimes(2);
    expect(roster()).not.toBeInTheDocument();
    expect(screen.getByText(/Aún no has agregado jugadores/)).toBeInTheDocument();
  });

  it('adds a player, clears the form, resets the size to M and counts it', async () => {
    const { user } = setup();
    await addPlayer(user, 'Pérez', '23', 'XL', 'Colmado La Esquina');
    expect(alertMock()).not.toHaveBeenCalled();
    expect(rosterItems()).toEqual(['Número 23PérezTalla XL · Patrocinador: Colmado La Esquina']);
    expect(screen.getByLabelText(/Apellido\/Nombre de Chaqueta/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('');
    expect(screen.getByLabelText('Patrocinador (opcional)')).toHaveValue('');
    expect(screen.getByLabelText('Talla')).toHaveValue('M');
    expect(screen.getByLabelText(/Apellido\/Nombre de Chaqueta/)).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Jugador agregado.');
    expect(screen.getAllByText('Pérez')).toHaveLength(1); // the roster alone names the player
    expect(screen.getByText('23', { exact: true })).toBeInTheDocument();
    // While it shows, the page keeps room for it at the bottom of a phone's screen (Toast.tsx).
    expect(screen.getByRole('status')).toHaveAttribute(FIXED_BOTTOM_BAR_ATTR);
    expect(
      within(screen.getByRole('region', { name: 'Modelo seleccionado' })).getByText('Jugadores').nextElementSibling,
    ).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Lista de jugadores (1)' })).toBeInTheDocument();
  });

  it('adds with Enter from the form', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/Apellido\/Nombre de Chaqueta/), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Número' }), '7{Enter}');
    expect(rosterItems()).toHaveLength(1);
  });

  it('alerts on a number already taken and keeps what was typed', async () => {
    const { user } = setup();
    await addPlayer(user, 'Ana', '7');
    await addPlayer(user, 'Luis', '7', 'S');
    expect(alertMock()).toHaveBeenCalledWith(MESSAGES.duplicate);
    expect(rosterItems()).toHaveLength(1);
    expect(screen.getByLabelText(/Apellido\/Nombre de Chaqueta/)).toHaveValue('Luis');
    expect(screen.getByLabelText('Talla')).toHaveValue('S');
  });

  it('removes a player', async () => {
    const { user } = setup();
    await addPlayer(user, 'Ana', '7');
    await addPlayer(user, 'Luis', '8');
    await user.click(screen.getByRole('button', { name: 'Eliminar a Ana (número 7)' }));
    expect(rosterItems()).toEqual(['Número 8LuisTalla M · Sin patrocinador']);
    expect(screen.getByRole('status')).toHaveTextContent('Jugador eliminado.');
    expect(screen.queryByText('Ana')).toBeNull();
  });

  it('keeps the keyboard in the list when a player is removed: next row, else the last, else the heading', async () => {
    const { user } = setup();
    await addPlayer(user, 'Ana', '7');
    await addPlayer(user, 'Luis', '8');
    await addPlayer(user, 'Eva', '9');
    await user.click(screen.getByRole('button', { name: 'Eliminar a Luis (número 8)' }));
    expect(screen.getByRole('button', { name: 'Eliminar a Eva (número 9)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Eliminar a Ana (número 7)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Lista de jugadores (0)' })).toHaveFocus();
  });

  it('empties the order after confirmation ("Vaciar pedido")', async () => {
    const { user } = setup();
    await addPlayer(user, 'Ana', '7');
    await fillClient(user);
    await user.click(screen.getByRole('button', { name: 'Vaciar pedido' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(rosterItems()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Vaciar pedido' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Vaciar pedido' }));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sí, vaciar pedido' }));
    expect(roster()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lista de jugadores (0)' })).toHaveFocus();
    expect(screen.getByLabelText(/Nombre del cliente/)).toHaveValue('');
    expect(window.localStorage.getItem(storageKey('17'))).toBeNull();
  });
});

describe('downloading the order', () => {
  let clicked: Array<{ download: string; href: string }>;
  let blobs: Blob[];

  beforeEach(() => {
    clicked = [];
    blobs = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:https://estampa.example/123';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    alertMock().mockReset();
  });

  it('is shown disabled until there is a player and a client name and phone, explaining why on click; blanks are explained too', async () => {
    const { user } = setup();
    expect(downloadButton()).toHaveTextContent('Descargar Pedido (0 jugadores)');
    expect(downloadButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(downloadButton());
    expect(alertMock()).toHaveBeenLastCalledWith(MESSAGES.noPlayers);

    await user.type(screen.getByLabelText(/Nombre del cliente/), 'Club');
    await user.click(downloadButton());
    expect(alertMock()).toHaveBeenLastCalledWith(MESSAGES.noPlayers);

    await addPlayer(user, 'Ana', '7');
    expect(downloadButton()).toHaveTextContent('Descargar Pedido (1 jugadores)');
    expect(downloadButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(downloadButton());
    expect(alertMock()).toHaveBeenLastCalledWith(MESSAGES.missingClient);

    // A phone of spaces only: not empty, so shown enabled; the click says what is missing.
    await user.type(screen.getByLabelText(/Teléfono/), '   ');
    expect(downloadButton()).not.toHaveAttribute('aria-disabled');
    await user.click(downloadButton());
    expect(alertMock()).toHaveBeenLastCalledWith(MESSAGES.missingClient);
    expect(clicked).toHaveLength(0);
    expect(clickIntent(downloadButton())).toBeNull(); // field data: no purchase intent while something is missing

    await user.clear(screen.getByLabelText(/Teléfono/));
    await user.type(screen.getByLabelText(/Teléfono/), '809-555-1234');
    expect(downloadButton()).not.toHaveAttribute('aria-disabled');
    expect(clickIntent(downloadButton())).toMatchObject({ kind: 'order-document', item: 'basquetbol-17' });
  });

  it('saves the document with the file name of the product rules, then confirms', async () => {
    const { user } = setup();
    await fillClient(user);
    await addPlayer(user, 'Pérez', '23', 'XL', 'Colmado');
    await addPlayer(user, 'Ana', '7');
    alertMock().mockImplementation(() => {
      // The file is saved before the success alert appears.
      expect(clicked).toHaveLength(1);
    });
    await user.click(downloadButton());
    expect(alertMock()).toHaveBeenCalledTimes(1);
    expect(alertMock()).toHaveBeenCalledWith(MESSAGES.success);
    expect(clicked[0].download).toMatch(/^Pedido_Uniforme_Relámpago_Azul_\d{4}-\d{2}-\d{2}\.html$/);
    expect(clicked[0].href).toBe('blob:https://estampa.example/123');
    expect(blobs[0].type).toBe('text/html;charset=utf-8');
    const html = await readBlob(blobs[0]);
    expect(html).toContain('<h1>Pedido de Uniformes de Basquetbol</h1>');
    expect(html).toContain('Club Los Mina');
    expect(html).toContain('<td>Pérez</td>');
    expect(html).toContain('Total de uniformes: <strong>2</strong>');
    expect(html).toContain(BUSINESS.phoneDisplay);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('sends the short summary to WhatsApp once the order is complete', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = setup();
    const send = () => screen.getByRole('button', { name: 'Enviar resumen por WhatsApp' });
    expect(send()).toHaveAttribute('aria-disabled', 'true');
    await user.click(send());
    expect(alertMock()).toHaveBeenLastCalledWith(MESSAGES.noPlayers);
    expect(open).not.toHaveBeenCalled();
    await fillClient(user);
    await addPlayer(user, 'Ana', '7', 'L');
    expect(clickIntent(send())).toMatchObject({ kind: 'whatsapp', item: 'basquetbol-17' });
    await user.click(send());
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0];
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const text = new URL(String(url)).searchParams.get('text') ?? '';
    expect(String(url).startsWith(`https://wa.me/${BUSINESS.whatsappNumber}?text=`)).toBe(true);
    expect(text).toContain('Modelo: Relámpago Azul (ID 17)');
    expect(text).toContain('Cliente: Club Los Mina · Tel. 809-555-1234');
    expect(text).toContain('Jugadores: 1 uniforme');
    expect(text).toContain('Tallas: L: 1');
  });
});

describe('kept in the browser', () => {
  it('brings back roster, client data and configuration after a reload', async () => {
    const first = setup();
    await addPlayer(first.user, 'Ana', '7', 'S');
    await fillClient(first.user);
    await first.user.click(screen.getByRole('checkbox', { name: /dorsal también adelante/ }));
    first.unmount();

    setup();
    expect(rosterItems()).toEqual(['Número 7AnaTalla S · Sin patrocinador']);
    expect(screen.getByLabelText(/Nombre del cliente/)).toHaveValue('Club Los Mina');
    expect(screen.getByLabelText(/Teléfono/)).toHaveValue('809-555-1234');
    expect(screen.getByRole('checkbox', { name: /dorsal también adelante/ })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Recuperamos el pedido guardado en este navegador (1 jugador).',
    );
  });

  it('keeps each model apart', async () => {
    const first = setup();
    await addPlayer(first.user, 'Ana', '7');
    first.unmount();
    goTo({ ...MODEL, modelo: '18' });
    setup();
    expect(roster()).not.toBeInTheDocument();
  });

  it('starts fresh when the kept data is corrupt', () => {
    window.localStorage.setItem(storageKey('17'), '{"v":1,"players":[{"broken"');
    window.sessionStorage.setItem(draftStorageKey('17'), '{"v":1,"apellidoONombre":');
    setup();
    expect(roster()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).not.toHaveAttribute(FIXED_BOTTOM_BAR_ATTR);
    expect(screen.getByLabelText(/Apellido\/Nombre de Chaqueta/)).toHaveValue('');
  });

  it('loads an order saved before the half-typed player was kept', () => {
    window.localStorage.setItem(
      storageKey('17'),
      JSON.stringify({
        v: 1,
        savedAt: '2026-01-01T00:00:00.000Z',
        players: [{ id: '1', apellidoONombre: 'Ana', numero: '7', patrocinador: '', size: 'S' }],
        client: { nombre: 'Club Los Mina', telefono: '809-555-1234', correo: '' },
        config: { numeroAdelante: true, colorDistinto: false, colorFondo: '' },
      }),
    );
    setup();
    expect(rosterItems()).toEqual(['Número 7AnaTalla S · Sin patrocinador']);
    expect(screen.getByLabelText(/Nombre del cliente/)).toHaveValue('Club Los Mina');
    expect(screen.getByLabelText(/Apellido\/Nombre de Chaqueta/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('');
    expect(screen.getByLabelText('Talla')).toHaveValue('M');
  });
});

describe('the half-typed player', () => {
  const nameField = () => screen.getByLabelText(/Apellido\/Nombre de Chaqueta/);
  const numberField = () => screen.getByRole('textbox', { name: 'Número' });
  const sponsorField = () => screen.getByLabelText('Patrocinador (opcional)');
  const sizeField = () => screen.getByLabelText('Talla');

  it('is back in the form after a reload, with the kept order', async () => {
    const first = setup();
    await addPlayer(first.user, 'Ana', '7');
    await first.user.type(nameField(), 'Pérez');
    await first.user.type(numberField(), '23');
    await first.user.selectOptions(sizeField(), 'XL');
    await first.user.type(sponsorField(), 'Colmado');
    first.unmount();

    const second = setup();
    expect(nameField()).toHaveValue('Pérez');
    expect(numberField()).toHaveValue('23');
    expect(sizeField()).toHaveValue('XL');
    expect(sponsorField()).toHaveValue('Colmado');
    expect(rosterItems()).toEqual(['Número 7AnaTalla M · Sin patrocinador']);
    // It can be finished and added as if never interrupted.
    await second.user.click(screen.getByRole('button', { name: 'Agregar Jugador' }));
    expect(rosterItems()).toHaveLength(2);
    expect(nameField()).toHaveValue('');
  });

  it('is back on its own too: a half-typed first player is not an order', async () => {
    const first = setup();
    await first.user.type(nameField(), 'Pérez');
    first.unmount();
    expect(window.localStorage.getItem(storageKey('17'))).toBeNull();

    setup();
    expect(nameField()).toHaveValue('Pérez');
    expect(roster()).not.toBeInTheDocument();
    // Nothing to announce: the field shows it.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is forgotten once the player is added', async () => {
    const first = setup();
    await addPlayer(first.user, 'Pérez', '23', 'XL', 'Colmado');
    first.unmount();
    setup();
    expect(rosterItems()).toHaveLength(1);
    expect(nameField()).toHaveValue('');
    expect(numberField()).toHaveValue('');
    expect(sponsorField()).toHaveValue('');
    expect(sizeField()).toHaveValue('M');
  });

  it('is forgotten when the order is emptied', async () => {
    const first = setup();
    await addPlayer(first.user, 'Ana', '7');
    await first.user.type(nameField(), 'Pérez');
    await first.user.click(screen.getByRole('button', { name: 'Vaciar pedido' }));
    await first.user.click(screen.getByRole('button', { name: 'Sí, vaciar pedido' }));
    expect(nameField()).toHaveValue('');
    first.unmount();
    setup();
    expect(nameField()).toHaveValue('');
    expect(window.sessionStorage.getItem(draftStorageKey('17'))).toBeNull();
  });

  it("stays with its model: another model's form starts empty", async () => {
    const first = setup();
    await first.user.type(nameField(), 'Pérez');
    first.unmount();
    goTo({ ...MODEL, modelo: '18' });
    setup();
    expect(nameField()).toHaveValue('');
  });

  it('comes back within the limits of the fields when the kept copy is over-long', () => {
    window.sessionStorage.setItem(
      draftStorageKey('17'),
      JSON.stringify({
        v: 1,
        apellidoONombre: 'x'.repeat(80),
        numero: '12345',
        patrocinador: 's'.repeat(300),
        size: 'XXXXL',
      }),
    );
    setup();
    expect(nameField()).toHaveValue('x'.repeat(50));
    expect(numberField()).toHaveValue('123');
    expect(sponsorField()).toHaveValue('s'.repeat(100));
    expect(sizeField()).toHaveValue('M');
  });
});

describe('Pegar lista', () => {
  it('previews accepted and rejected rows and adds nothing until confirmed', async () => {
    const { user } = setup();
    await addPlayer(user, 'Ana', '7');
    await user.click(screen.getByRole('button', { name: 'Pegar lista' }));
    // The dialog's code arrives on first use (a lazy chunk): wait for it.
    const dialog = await screen.findByRole('dialog', { name: 'Pegar lista de jugadores' });
    const box = within(dialog).getByLabelText('Filas de jugadores');
    expect(box).toHaveFocus();
    await user.click(box);
    await user.paste(
      'Número\tNombre\tTalla\tPatrocinador\n10\tRamírez\tL\tFarmacia\n7\tRepetido\tM\n11\tSosa\tXXXXL\n12\t\tM\n13\tDíaz\t\t',
    );

    expect(within(dialog).getByText('Se agregarán 2 jugadores. 3 filas no se agregarán.')).toBeInTheDocument();
    const accepted = within(dialog).getByRole('list', { name: 'Jugadores que se agregarán' });
    expect(
      within(accepted)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#10 · Ramírez · Talla L · Farmacia', '#13 · Díaz · Talla M']);
    const rejected = within(dialog).getByRole('list', { name: 'Filas rechazadas' });
    const reasons = within(rejected)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(reasons).toEqual([
      'Fila 3: 7\tRepetido\tMEste número ya está asignado a otro jugador.',
      'Fila 4: 11\tSosa\tXXXXLTalla desconocida «XXXXL» (usa XS, S, M, L, XL, XXL o XXXL).',
      'Fila 5: 12\t\tMFalta el apellido o nombre de chaqueta.',
    ]);
    expect(rosterItems()).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rosterItems()).toEqual([
      'Número 7AnaTalla M · Sin patrocinador',
      'Número 10RamírezTalla L · Patrocinador: Farmacia',
      'Número 13DíazTalla M · Sin patrocinador',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Se agregaron 2 jugadores de la lista pegada.');
    expect(screen.getByRole('button', { name: 'Pegar lista' })).toHaveFocus();
  });

  it('adds nothing when cancelled', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pegar lista' }));
    await user.paste('1, Uno\n2, Dos');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(roster()).not.toBeInTheDocument();
  });
});

describe('hostile parameters', () => {
  it('renders them as text and drops an unsafe image', async () => {
    goTo({
      modelo: '"><script>alert(1)</script>',
      nombre: '<img src=x onerror=alert(1)>',
      colores: '</dd><b>negrita</b>',
      imagen: 'javascript:alert(1)',
    });
    const { user, container } = setup();
    expect(container.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const summary = screen.getByRole('region', { name: 'Modelo seleccionado' });
    expect(within(summary).getByRole('img', { name: 'Imagen del modelo no disponible' })).toBeInTheDocument();
    expect(within(summary).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(summary).getByText('</dd><b>negrita</b>')).toBeInTheDocument();

    await addPlayer(user, '<svg onload=alert(1)>', '<i>');
    expect(container.querySelector('svg[onload], i')).toBeNull();
    expect(rosterItems()[0]).toContain('<svg onload=alert(1)>');
  });

  it('falls back to the placeholder when the image fails to load', () => {
    goTo({ ...MODEL, imagen: '/remotes/uniforms/art/basquetbol/17.svg' });
    setup();
    fireEvent.error(screen.getByRole('img', { name: /modelo Relámpago Azul/ }));
    expect(screen.queryByRole('img', { name: /modelo Relámpago Azul/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen del modelo no disponible' })).toBeInTheDocument();
  });

  it('keeps a same-site image', () => {
    goTo({ ...MODEL, imagen: '/remotes/uniforms/art/basquetbol/17.svg' });
    setup();
    expect(screen.getByRole('img', { name: /modelo Relámpago Azul/ })).toHaveAttribute(
      'src',
      '/remotes/uniforms/art/basquetbol/17.svg',
    );
  });
});
