import '@testing-library/jest-dom';

// jsdom has no alert/scrollIntoView/matchMedia, nor <dialog>'s showModal/close; tests spy on them. Tests that declare the node
// environment (server rendering) have no window at all.
function setUpBrowserDoubles() {
  window.alert = jest.fn();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
  if (!window.matchMedia) {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  }
  // <dialog>: the bookkeeping (open, the close event), first focus and Escape closing a modal one,
  // as browsers do; focus kept out of the page behind is a browser's alone, proven by the dialogs' e2e.
  const dialogProto = HTMLDialogElement.prototype;
  if (!dialogProto.showModal) {
    const onEscape = (event: KeyboardEvent) => {
      const dialog = event.currentTarget as HTMLDialogElement;
      if (event.key === 'Escape' && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    };
    dialogProto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.addEventListener('keydown', onEscape);
      // The dialog focusing steps, simplified: the first control inside gets focus.
      this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
    };
    dialogProto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.removeEventListener('keydown', onEscape);
      this.dispatchEvent(new Event('close'));
    };
  }
  beforeEach(() => {
    (window.alert as jest.Mock).mockClear();
  });
}

if (typeof window !== 'undefined') setUpBrowserDoubles();
