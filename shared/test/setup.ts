import '@testing-library/jest-dom';

// jsdom has no alert/scrollIntoView/matchMedia; tests spy on them. Tests that declare the node
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
  beforeEach(() => {
    (window.alert as jest.Mock).mockClear();
  });
}

if (typeof window !== 'undefined') setUpBrowserDoubles();
