/** Helpers for the print pages' tests (not shipped: only test files import this). */
import { screen, within } from '@testing-library/react';
import { BUSINESS } from '@estampa/shared/business/identity';

/** The decoded `text` of a WhatsApp chat link, after checking it is a chat link opening a new tab. */
export function chatText(link: HTMLElement): string | null {
  const href = link.getAttribute('href') ?? '';
  const url = new URL(href);
  if (url.origin !== 'https://wa.me' || url.pathname !== `/${BUSINESS.whatsappNumber}`)
    throw new Error(`not a chat link: ${href}`);
  if (link.getAttribute('target') !== '_blank' || !/noopener/.test(link.getAttribute('rel') ?? ''))
    throw new Error(`chat link does not open a new tab safely: ${href}`);
  return url.searchParams.get('text');
}

/** The page's region named by the given heading: a section's h2, or the hero's h1. */
export function section(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The h2 texts of the page, in order. */
export function h2Texts(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
}

/** The h3 texts inside an element, in order (screen-reader-only prefixes included). */
export function h3Texts(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

/** The cards of a section: the items of its first list. */
export function cards(container: HTMLElement): HTMLElement[] {
  const list = within(container).getAllByRole('list')[0];
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);
}

/** The title (h3) of each card of a section, in order, after checking each card has exactly one. */
export function cardTitles(container: HTMLElement): string[] {
  return cards(container).map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

/** The [label, value] pairs of the specification list (dt, dd) inside an element, in order. */
export function specPairs(container: HTMLElement): [string | null, string | null | undefined][] {
  return Array.from(container.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
}

/** Asserts that the link button named `name` inside `container` opens the chat with `text`. */
export function expectChatLink(container: HTMLElement, name: string, text: string): void {
  expect(chatText(within(container).getByRole('button', { name }))).toBe(text);
}

/** Asserts that the link button named `name` in `container` is a plain in-page link to the section named `target`. */
export function expectSectionLink(container: HTMLElement, name: string, target: string): void {
  const link = within(container).getByRole('button', { name });
  expect(link).toHaveAttribute('href', `#${section(target).id}`);
  expect(link).not.toHaveAttribute('target');
}

/** Asserts that the link button named `name` inside `container` goes to the contact page. */
export function expectContactLink(container: HTMLElement, name: string): void {
  expect(within(container).getByRole('button', { name })).toHaveAttribute('href', '/contacto');
}
