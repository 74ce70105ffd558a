/** Test helpers (imported by tests only): the parts of a product page a visitor reads. */
import { screen, within } from '@testing-library/react';

/** The page's section under this h2. */
export function section(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;
}

/** The texts of the h3 headings inside an element, in order. */
export function h3Texts(container: HTMLElement): (string | null)[] {
  return within(container)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}

/** The catalogue's cards: the list items with a 'Seleccionar' button. */
export function productCards(): HTMLElement[] {
  return screen.getAllByRole('button', { name: 'Seleccionar' }).map((b) => b.closest('li') as HTMLElement);
}

/** A catalogue card, by the product's name (its h3). */
export function card(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
}

/** A catalogue card's 'Seleccionar' button (described by the product's name). */
export function selectButton(name: string): HTMLElement {
  return screen.getByRole('button', { name: 'Seleccionar', description: name });
}

/** A filter bar's buttons: their names in order, and those pressed. */
export function filterButtons(label: string): { names: (string | null)[]; pressed: (string | null)[] } {
  const buttons = within(screen.getByRole('group', { name: label })).getAllByRole('button');
  return {
    names: buttons.map((b) => b.textContent),
    pressed: buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent),
  };
}
