import { useId } from 'react';
import { NEW_TAB_HINT_TEXT } from '@estampa/shared/text/newTab';

/**
 * Tells screen-reader users that a link opens a new tab. The hint is the link's description (the
 * link names its id in aria-describedby), not part of its name, so the name stays the visible label
 * ('Chatear Ahora') for voice control and for whoever looks the link up by it. The id is React's
 * (useId), the same in the prerendered page and once hydrated, so it is written in one place.
 * Spread `describedBy` on the link and put `hint` inside it.
 */
export function useNewTabHint() {
  const id = useId();
  return {
    describedBy: { 'aria-describedby': id },
    hint: (
      <span id={id} hidden>
        {NEW_TAB_HINT_TEXT}
      </span>
    ),
  };
}
