/**
 * Purchase intents in the markup (events.js, INTENT_ATTR): the attributes a page spreads on an
 * element, so it needs no code of the shell's collector and the names stay spelled in one place
 * (the collector reads them back with ./readIntent.ts).
 *
 *   <ChatLink message={…} {...intentItem('polo-2')}>          a link to wa.me is a 'whatsapp' intent by itself
 *   <Button onClick={send} {...intent('whatsapp', 'combo-3')}> a button that opens the chat from state
 *   <form {...intent('contact')}>                              a form: when it is submitted (so, valid)
 *
 * The item is what the intent is for: a product's or service's slug (never text the visitor typed).
 * An element without one counts for the nearest ancestor's, else for the page's route. An element
 * shown disabled (aria-disabled="true", a click that only explains what is missing) is no intent.
 */
import { INTENT_ATTR, INTENT_ITEM_ATTR, type IntentKind } from './events';

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
