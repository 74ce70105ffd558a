import { logOverrideHint } from './overrideHint';

describe('override hint', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it("names a failed remote's entry override in this browser, the CSP, and how to remove it", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('estampa:remote-entry:prints', 'https://elsewhere.example/remoteEntry.js');
    logOverrideHint('products');
    expect(warn).not.toHaveBeenCalled();
    logOverrideHint('prints');
    expect(warn).toHaveBeenCalledWith(
      "[shell] prints: this browser overrides its entry with https://elsewhere.example/remoteEntry.js (localStorage 'estampa:remote-entry:prints'). " +
        "The page's Content-Security-Policy lets scripts come only from the site's remote origins, and the address must answer. " +
        "Back to the deployed entry: localStorage.removeItem('estampa:remote-entry:prints')",
    );
  });
});
