import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FutbolPage from './FutbolPage';
import { footballModels } from './data';
import { FAVORITES_KEY } from './favorites';
import { hydrationErrors } from '@estampa/test/hydration';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';
import { PRINT_ONLY_ATTR, SCREEN_ONLY_ATTR } from '@estampa/shared/theme/pageHooks';

// jsdom has no PointerEvent: a MouseEvent with a pointerType is enough for React's handlers.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
beforeAll(() => {
  (window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;
});
beforeEach(() => window.localStorage.clear());
jest.setTimeout(20_000); // jsdom is slow when the machine is busy

// The bundler's lazy chunk of the 3D viewer, as jest can load it.
jest.mock('./components/loadJerseyViewer', () => ({
  loadJerseyViewer: async () => jest.requireActual('./components/JerseyViewer'),
}));

const grid = () => document.getElementById('modelos') as HTMLElement;
const card = (id: string) => grid().querySelector<HTMLElement>(`li[data-model-id="${id}"]`)!;
const jersey = () => screen.getByTestId('jersey-3d');
const rotation = () => [jersey().getAttribute('data-rotate-x'), jersey().getAttribute('data-rotate-y')];
const stage = () => screen.getByRole('dialog').querySelector<HTMLElement>('[aria-roledescription="visor 3D"]')!;

async function openViewerFor(index: number) {
  const user = userEvent.setup();
  const model = footballModels[index];
  await user.click(within(card(model.id)).getByRole('button', { name: 'Vista 3D' }));
  // The viewer's code arrives on first use (a lazy chunk): wait for the dialog.
  return { user, model, dialog: await screen.findByRole('dialog', { name: model.name }) };
}

describe('FutbolPage', () => {
  it('shows one h1 and 20 models with ids "1" to "20" and lazy, sized art', () => {
    render(<FutbolPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: '20 MODELOS DISPONIBLES' })).toBe(grid());
    const items = within(grid()).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-model-id'))).toEqual(footballModels.map((m) => m.id));
    for (const img of within(grid()).getAllByRole('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '400');
    }
  });

  it("the hero's 'Ver en 3D' opens the viewer on the first model, facing front", async () => {
    const user = userEvent.setup();
    render(<FutbolPage />);
    await user.click(within(document.getElementById('inicio')!).getByRole('button', { name: 'Ver en 3D' }));
    expect(await screen.findByRole('dialog', { name: footballModels[0].name })).toBeInTheDocument();
    expect(rotation()).toEqual(['0', '0']);
    expect(jersey().style.transform).toBe('rotateX(0deg) rotateY(0deg)');
    // four faces: front and back art, and the side drawing on both sides
    const faces = jersey().querySelectorAll('img');
    expect([...faces].map((i) => i.getAttribute('src'))).toEqual([
      footballModels[0].image,
      footballModels[0].backImage,
      footballModels[0].sideImage,
      footballModels[0].sideImage,
    ]);
  });

  it('quick views set the rotation (front 0,0 · back 180 · side 90) and show which one is on', async () => {
    render(<FutbolPage />);
    const { user, dialog } = await openViewerFor(3);
    const view = (name: string) => within(dialog).getByRole('button', { name });
    expect(view('Vista Frontal')).toHaveAttribute('aria-pressed', 'true');
    await user.click(view('Vista Trasera'));
    expect(rotation()).toEqual(['0', '180']);
    expect(jersey().style.transform).toBe('rotateX(0deg) rotateY(180deg)');
    expect(view('Vista Trasera')).toHaveAttribute('aria-pressed', 'true');
    expect(view('Vista Frontal')).toHaveAttribute('aria-pressed', 'false');
    await user.click(view('Vista Lateral'));
    expect(rotation()).toEqual(['0', '90']);
    await user.click(view('Vista Frontal'));
    expect(rotation()).toEqual(['0', '0']);
  });

  it('dragging rotates 0.5° per pixel, tilt stops at 45°, and leaving or releasing ends the drag', async () => {
    render(<FutbolPage />);
    await openViewerFor(0);
    expect(screen.getByRole('img', { name: /Arrastra o usa las flechas del teclado para girarlo/ })).toBe(stage());
    fireEvent.pointerDown(stage(), { clientX: 100, clientY: 100, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(stage(), { clientX: 160, clientY: 120 });
    expect(rotation()).toEqual(['10', '30']);
    fireEvent.pointerMove(stage(), { clientX: 160, clientY: 400 });
    expect(rotation()).toEqual(['45', '30']);
    fireEvent.pointerLeave(stage());
    fireEvent.pointerMove(stage(), { clientX: 500, clientY: 100 });
    expect(rotation()).toEqual(['45', '30']);
    // touch drag, then release
    fireEvent.pointerDown(stage(), { clientX: 0, clientY: 0, pointerType: 'touch' });
    fireEvent.pointerMove(stage(), { clientX: -40, clientY: -20 });
    expect(rotation()).toEqual(['35', '10']);
    fireEvent.pointerUp(stage());
    fireEvent.pointerMove(stage(), { clientX: 300, clientY: 300 });
    expect(rotation()).toEqual(['35', '10']);
    // a right-button press does not start a drag
    fireEvent.pointerDown(stage(), { clientX: 0, clientY: 0, button: 2, pointerType: 'mouse' });
    fireEvent.pointerMove(stage(), { clientX: 100, clientY: 0 });
    expect(rotation()).toEqual(['35', '10']);
  });

  it('arrow keys turn the focused jersey', async () => {
    render(<FutbolPage />);
    const { user } = await openViewerFor(1);
    stage().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(rotation()).toEqual(['-15', '30']);
  });

  it('shows colours, material, what is included, sizes XS to 3XL and a quote naming the model', async () => {
    render(<FutbolPage />);
    const { dialog, model } = await openViewerFor(5);
    expect(within(dialog).getByText(model.colors)).toBeInTheDocument();
    expect(within(dialog).getByText('Poliéster sublimado')).toBeInTheDocument();
    expect(within(dialog).getByText('Camiseta + Pantalón')).toBeInTheDocument();
    expect(within(dialog).getByText('Tallas de XS a 3XL')).toBeInTheDocument();
    // Nothing else on the page says what the view says, so a page-wide lookup finds the view's words.
    for (const words of [/Poliéster sublimado/i, /Camiseta \+ Pantalón/i, /3XL/])
      expect(screen.getAllByText(words)).toHaveLength(1);
    const quote = within(dialog).getByRole('button', { name: 'Solicitar Cotización' });
    expect(quote).toHaveAttribute('target', '_blank');
    const text = new URL(quote.getAttribute('href')!).searchParams.get('text');
    expect(text).toContain(`modelo ${model.name}`);
    expect(text).toContain(model.colors);
    // Field data counts the quote for the model; the hero's for the sport.
    expect(clickIntent(quote)).toMatchObject({ kind: 'whatsapp', item: `futbol-${model.id}` });
    const hero = screen.getByRole('button', { name: 'Pedir Cotización' });
    expect(clickIntent(hero)).toMatchObject({ kind: 'whatsapp', item: 'futbol' });
  });

  it('Escape closes the viewer and focus returns to the button that opened it; reopening faces front', async () => {
    render(<FutbolPage />);
    const { user, model, dialog } = await openViewerFor(2);
    await user.click(within(dialog).getByRole('button', { name: 'Vista Trasera' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = within(card(model.id)).getByRole('button', { name: 'Vista 3D' });
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(rotation()).toEqual(['0', '0']);
  });

  it("'Agregar a Favoritos' toggles, is remembered in the browser and marks the card", async () => {
    const { unmount } = render(<FutbolPage />);
    const { user, model, dialog } = await openViewerFor(4);
    const fav = within(dialog).getByRole('button', { name: 'Agregar a Favoritos' });
    expect(fav).toHaveAttribute('aria-pressed', 'false');
    await user.click(fav);
    expect(fav).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_KEY)!)).toEqual([model.id]);
    expect(within(card(model.id)).getByText('Favorito')).toBeInTheDocument();
    expect(within(card('1')).queryByText('Favorito')).not.toBeInTheDocument();
    unmount();

    // A later visit reads it back (after hydration, in an effect).
    render(<FutbolPage />);
    expect(within(card(model.id)).getByText('Favorito')).toBeInTheDocument();
    const again = await openViewerFor(4);
    const fav2 = within(again.dialog).getByRole('button', { name: 'Agregar a Favoritos' });
    expect(fav2).toHaveAttribute('aria-pressed', 'true');
    await again.user.click(fav2);
    expect(window.localStorage.getItem(FAVORITES_KEY)).toBe('[]');
    expect(within(card(model.id)).queryByText('Favorito')).not.toBeInTheDocument();
  });

  it('a broken stored value does not break the page', () => {
    window.localStorage.setItem(FAVORITES_KEY, '{oops');
    render(<FutbolPage />);
    expect(within(grid()).queryByText('Favorito')).not.toBeInTheDocument();
  });

  it("'Ver Imagen' opens the full-screen view with close and 'Abrir en nueva pestaña'", async () => {
    const user = userEvent.setup();
    render(<FutbolPage />);
    const model = footballModels[7];
    await user.click(within(card(model.id)).getByRole('button', { name: 'Ver Imagen' }));
    const dialog = screen.getByRole('dialog', { name: model.name });
    const newTab = within(dialog).getByRole('button', { name: 'Abrir en nueva pestaña' });
    expect(newTab).toHaveAttribute('href', model.image);
    expect(newTab).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar imagen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Catálogo PDF' prints a sheet listing the 20 models with their images", async () => {
    let imagesWhenPrinted = -1;
    const print = jest.fn(() => {
      imagesWhenPrinted = document.querySelectorAll('[data-print-only] img').length;
    });
    window.print = print;
    const decode = jest.fn(() => Promise.resolve());
    HTMLImageElement.prototype.decode = decode;
    render(<FutbolPage />);
    // No sheet until asked: no second copy of the models' names in the page, no images fetched.
    expect(document.querySelector(`[${PRINT_ONLY_ATTR}]`)).toBeNull();
    expect(screen.getAllByText(footballModels[0].name)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).closest(`[${SCREEN_ONLY_ATTR}]`)).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Catálogo PDF' }));
    });
    // On paper only the sheet shows: the shell's print rules, turned on by the page's hooks.
    const sheet = document.querySelector(`[${PRINT_ONLY_ATTR}]`) as HTMLElement;
    expect(within(sheet).getAllByRole('listitem', { hidden: true })).toHaveLength(20);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(imagesWhenPrinted).toBe(20);
    expect(decode).toHaveBeenCalledTimes(20); // waited for the images before printing
    await waitFor(() => expect(screen.getByRole('button', { name: 'Catálogo PDF' })).toBeEnabled());
    expect(sheet.textContent).toContain(`1. ${footballModels[0].name}`);
    expect(sheet.textContent).toContain(footballModels[19].colors);
  });

  it('hydrates its server HTML without a mismatch', async () => {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify(['3']));
    expect(await hydrationErrors(<FutbolPage />)).toEqual([]);
  });
});
