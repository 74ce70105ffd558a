/**
 * A Node (no DOM) jest environment for the server-rendering tests. The repository's shared test
 * setup writes to `window` and `Element.prototype` when it loads, so this environment gives it
 * throwaway stand-ins; the tests remove them before rendering, so a page that touches window or
 * document during render (or at module top level) fails.
 */
const { TestEnvironment } = require('jest-environment-node');

class ServerEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    const standIns = { window: {}, Element: function Element() {} };
    g.__installDomStandIns = () => {
      Object.defineProperty(g, 'window', { value: standIns.window, configurable: true, writable: true });
      Object.defineProperty(g, 'Element', { value: standIns.Element, configurable: true, writable: true });
    };
    g.__removeDomStandIns = () => {
      delete g.window;
      delete g.Element;
    };
    g.__installDomStandIns();
  }
}

module.exports = ServerEnvironment;
