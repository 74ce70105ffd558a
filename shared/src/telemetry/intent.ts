/**
 * Purchase intents in the markup (events.js, INTENT_ATTR): the attributes a page spreads on an
 * element, so it needs no code of the shell's collector and the names stay spelled in one place,
 * and how the collector reads them back.
 *
 *   <ChatLink message={…} {...intentItem('polo-2')}>          a link to wa.me is a 'whatsapp' intent by itself
 *   <Button onClick={send} {...intent('whatsapp', 'combo-3')}> a button that opens the chat from state
 *   <form {...intent('contact')}>                              a form: when it is submitted (so, valid)
 *
 * The item is what the intent is for: a product's or service's slug (never text the visitor typed).
 * An element without one counts for the nearest ancestor's, else for the page's route. An element
 * shown disabled (aria-disabled="true", a click that only explains what is missing) is no intent.
 */
import { INTENT_ATTR, INTENT_ITEM_ATTR, INTENT_KINDS, type IntentKind } from './events';

export type IntentItemAttrs = { 'data-intent-item': string };
export type IntentAttrs = { 'data-intent': IntentKind; 'data-intent-item'?: string };

/** The item intents inside this element are counted for. */
export function intentItem(item: string): IntentItemAttrs {
  return { [INTENT_ITEM_ATTR]: item } as IntentItemAttrs;
}

/** Marks the element as an intent of `kind` (for `item`, when given). */
export function intent(kind: IntentKind, item?: string): IntentAttrs {
  return { [INTENT_ATTR]: kind, ...(item === undefined ? {} : intentItem(item)) } as IntentAttrs;
}

/** A purchase intent as the collector counts it: the marked element, its kind and its item. */
export type Intent = { el: Element; kind: IntentKind; item: string };

/** What a click is an intent on: an element marked with INTENT_ATTR (a form counts when submitted), a link to wa.me. */
const CLICKABLE = `[${INTENT_ATTR}]:not(form),a[href^="https://wa.me/"]`;

function intentOf(el: Element | null | undefined): Intent | null {
  if (!el || el.closest('[aria-disabled="true"]')) return null;
  const kind = el.getAttribute(INTENT_ATTR) || 'whatsapp';
  if (!(INTENT_KINDS as readonly string[]).includes(kind)) return null;
  const item = el.closest(`[${INTENT_ITEM_ATTR}]`)?.getAttribute(INTENT_ITEM_ATTR) || location.pathname;
  return { el, kind: kind as IntentKind, item };
}

/** The intent a click on `target` is, if any (only attributes are read: never a link's address beyond its start). */
export function clickIntent(target: EventTarget | null): Intent | null {
  return intentOf((target as Element | null)?.closest?.(CLICKABLE));
}

/**
 * The intent a `submit` event's form is, if any. The browser fires `submit` only once the form's
 * own checks (required, type="email") pass: a submitted form is a sent one. Its values are never read.
 */
export function submitIntent(form: EventTarget | null): Intent | null {
  return (form as Element | null)?.matches?.(`form[${INTENT_ATTR}]`) ? intentOf(form as Element) : null;
}
