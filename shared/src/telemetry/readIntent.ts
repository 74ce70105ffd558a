/**
 * How the shell's collector reads purchase intents back from the markup (./intent.ts writes them):
 * a module of its own, so a page that only marks intents does not carry it. Only attributes are
 * read: never a form's values, never a link's address beyond "is it wa.me".
 */
import { INTENT_ATTR, INTENT_ITEM_ATTR, INTENT_KINDS, type IntentKind } from './events';

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
