/**
 * No tap is lost before a part of the page hydrates: a remote's island, or one of the shell's own
 * roots (the header, Home, Contact: HELD_ROOTS; below, "island" means either). From main.js's
 * first task, clicks (keyboard activation included: it clicks) and input on an island that has not
 * started yet are recorded, at the document; what came before main.js ran, the page's inline
 * script kept, and it is taken over here (@estampa/shared/islands/earlyTaps). When that island
 * has hydrated they are replayed on the same elements, in order, once.
 * If it renders afresh or fails, they are dropped: never replayed on another DOM. Once an island
 * starts (hydrateRoot), React listens itself and replays what lands on parts not hydrated yet, so
 * recording stops there. Links and native controls keep their native behaviour: a link's click is
 * never recorded (it navigates); a checkbox, select or text field is replayed as its final value.
 * Hand-written: React replays events only after hydrateRoot, and nothing in the stack covers the
 * time the remote's chunks take to arrive.
 */
import { flushSync } from 'react-dom';
import {
  BUSY_AFTER_MS,
  EARLY_TAPS_GLOBAL,
  HELD_ROOTS,
  NATIVE_CONTROLS,
  TAP_CONTROL,
} from '@estampa/shared/islands/earlyTaps';
import { rootLoaded } from '../app/loadHold';

/** A click, or a field's value as the visitor left it (React may reset the field when it hydrates). */
type Early = { target: Element; kind: 'click' } | { target: Element; kind: 'value'; value: string | boolean };

const pending = new Map<Element, Early[]>();
const started = new WeakSet<Element>();
/** What the page's inline script kept before main.js ran. */
type InlineKept = { events: Event[]; stop(): void };

function islandOf(target: EventTarget | null): Element | null {
  const island = target instanceof Element ? target.closest(HELD_ROOTS) : null;
  return island && !started.has(island) ? island : null;
}

function record(island: Element, early: Early) {
  const list = pending.get(island) ?? [];
  // A value is replayed once, as it is last: a later entry for the same field replaces it.
  if (early.kind === 'value') {
    const i = list.findIndex((e) => e.kind === 'value' && e.target === early.target);
    if (i !== -1) list.splice(i, 1);
  }
  list.push(early);
  pending.set(island, list);
  const control = early.target.closest(TAP_CONTROL) ?? early.target;
  setTimeout(() => pending.get(island)?.includes(early) && control.setAttribute('aria-busy', 'true'), BUSY_AFTER_MS);
}

function onClick(event: Event) {
  const island = islandOf(event.target);
  const target = event.target as Element;
  if (!island || target.closest(NATIVE_CONTROLS)) return;
  // A button's native default (submitting its form) waits for the replay too.
  event.preventDefault();
  record(island, { target, kind: 'click' });
}

function onValue(event: Event) {
  const island = islandOf(event.target);
  const field = event.target as HTMLInputElement;
  const toggles = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
  if (island) record(island, { target: field, kind: 'value', value: toggles ? field.checked : field.value });
}

/** Starts recording (main.js's first task), taking over what the inline script kept, in order. */
export function startEarlyEvents(doc: Document = document) {
  const kept = (doc.defaultView as unknown as Record<string, InlineKept | undefined> | null)?.[EARLY_TAPS_GLOBAL];
  kept?.stop();
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onValue, true);
  doc.addEventListener('change', onValue, true);
  // Their defaults were held when they happened; a late preventDefault here does nothing.
  for (const event of kept?.events ?? []) (event.type === 'click' ? onClick : onValue)(event);
}

/** Takes the busy marks off the controls of kept events. @param list the island's kept events */
function clearBusy(list: readonly Early[]) {
  for (const { target } of list) (target.closest(TAP_CONTROL) ?? target).removeAttribute('aria-busy');
}

/** The island is being started (hydrateRoot or a fresh render): React takes its events from now. */
export function rootStarting(island: Element) {
  started.add(island);
  // Not part of the markup React hydrates: the busy marks go before it starts.
  clearBusy(pending.get(island) ?? []);
}

/**
 * Gives a field the value the visitor left so that React's onChange sees it: React compares the
 * DOM with its own record of the value (set through the element's property), so that record is
 * set to something else first and the DOM then written underneath it.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string | boolean) {
  if (typeof value === 'boolean') {
    const input = field as HTMLInputElement;
    input.checked = !value;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(input, value);
    input.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Replays one kept event as the visitor made it. */
function replay(early: Early) {
  if (early.kind === 'click') (early.target as HTMLElement).click();
  else replayValue(early.target as HTMLInputElement, early.value);
}

/** The island has settled: replay what it was given (hydrated), or drop it (rendered afresh, failed). */
export function rootSettled(island: Element, state: string) {
  started.add(island); // nothing more to record, whatever happened
  rootLoaded(island); // the page's load event waits for its roots (../app/loadHold.ts)
  const list = pending.get(island) ?? [];
  pending.delete(island);
  clearBusy(list);
  if (state !== 'hydrated' || list.length === 0) return;
  // This runs in the island's commit (CommitSignal's effect), where React holds back what a handler
  // sets until the commit ends: replayed there, 'Agregar Jugador' would read the form from before
  // the name typed ahead of it was replayed, and a page's own start-up update (the order page reads
  // its model and kept order in a layout effect) would not be on screen yet. So the replay waits for
  // the commit to end (a microtask: no new event of the visitor's can come first), and each event is
  // rendered before the next (flushSync), as if the visitor had made them one by one.
  queueMicrotask(() => {
    for (const early of list) {
      if (early.target.isConnected && island.contains(early.target)) flushSync(() => replay(early));
    }
  });
}
