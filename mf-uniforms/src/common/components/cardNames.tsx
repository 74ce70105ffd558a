import { NEW_TAB_HINT_TEXT } from '@estampa/shared/text/newTab';

/**
 * How a catalogue card's actions are named: by their visible label alone ('Ver Imagen', 'Abrir',
 * 'Vista 3D'), so a visitor's voice command and an exact lookup find them, and described by the
 * card's title (its id below) for screen readers. 'Abrir' is also described by the one new-tab hint
 * each grid writes. Shared by the React cards (ModelCard) and the basketball grid's HTML (cardHtml.ts).
 */
export const modelTitleId = (id: string | number) => `modelo-${id}-nombre`;

export const NEW_TAB_HINT_ID = 'modelos-pestana-nueva';

/** The hint, once per grid (hidden: read only as the links' description). */
export function NewTabHint() {
  return (
    <span id={NEW_TAB_HINT_ID} hidden>
      {NEW_TAB_HINT_TEXT}
    </span>
  );
}
