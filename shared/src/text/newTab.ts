/**
 * What a screen reader hears after a link that opens a new tab (the link's description, never its
 * name): the shell's links (useNewTabHint) and the catalogue cards' 'Abrir' (mf-uniforms cardNames).
 */
export const NEW_TAB_HINT_TEXT = 'se abre en una pestaña nueva';
