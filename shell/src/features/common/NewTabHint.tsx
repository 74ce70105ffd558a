/**
 * Tells screen-reader users that a link opens a new tab. It is the link's description (the link
 * names this id in aria-describedby), not part of its name, so the name stays the visible label
 * ('Chatear Ahora') for voice control and for whoever looks the link up by it.
 */
export function NewTabHint({ id }: { id: string }) {
  return (
    <span id={id} hidden>
      se abre en una pestaña nueva
    </span>
  );
}
