import { createInstance } from '@module-federation/enhanced/runtime';
import { createEntryOverridePlugin, OVERRIDE_KEY_PREFIX, testerOverride } from './entryOverridePlugin';

const PRINTS = 'https://prints.example/remoteEntry.js';
const PRODUCTS = 'https://products.example/remoteEntry.js';
let n = 0;

/** A real federation runtime instance with the plugin, and the entries it ends up with. */
function registeredEntries(overrideFor: (remote: string, entry: string) => string | undefined) {
  const instance = createInstance({
    name: `host-${(n += 1)}`,
    remotes: [],
    plugins: [createEntryOverridePlugin({ overrideFor })],
  });
  instance.registerRemotes([
    { name: 'prints', entry: PRINTS },
    { name: 'products', entry: PRODUCTS },
  ]);
  return Object.fromEntries(instance.options.remotes.map((r) => [r.name, 'entry' in r ? r.entry : undefined]));
}

describe('entry override plugin', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('points one remote at another entry for this visitor, before anything loads, and leaves the others', () => {
    const candidate = 'https://prints.example/releases/r2/remoteEntry.js';
    expect(registeredEntries((remote) => (remote === 'prints' ? candidate : undefined))).toEqual({
      prints: candidate,
      products: PRODUCTS,
    });
  });

  it('ignores an override that is not an http(s) URL, saying so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(registeredEntries(() => 'javascript:alert(1)')).toEqual({ prints: PRINTS, products: PRODUCTS });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not an http(s) URL'));
  });

  it("reads a tester's override from this browser's localStorage", () => {
    window.localStorage.setItem(`${OVERRIDE_KEY_PREFIX}prints`, 'http://localhost:4001/remoteEntry.js');
    try {
      expect(testerOverride('prints', PRINTS)).toBe('http://localhost:4001/remoteEntry.js');
      expect(testerOverride('products', PRODUCTS)).toBeUndefined();
    } finally {
      window.localStorage.clear();
    }
  });
});
