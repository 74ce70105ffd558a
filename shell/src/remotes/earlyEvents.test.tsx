import { act, useEffect, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { BUSY_AFTER_MS, EARLY_TAP_SCRIPT, EARLY_TAPS_GLOBAL } from '@estampa/shared/islands/earlyTaps';
import { SHELL_ROOT_ATTR } from '@estampa/shared/islands/markers';
import { rootSettled, rootStarting, startEarlyEvents } from './earlyEvents';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: string[] = [];
function Configurator() {
  const [count, setCount] = useState(0);
  const [name, setName] = useState('');
  const [gift, setGift] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => (seen.push('click'), setCount((c) => c + 1))}>
        <span>Seleccionar</span>
      </button>
      <output>{count}</output>
      <input aria-label="Nombre" value={name} onChange={(e) => setName(e.target.value)} />
      <input aria-label="Regalo" type="checkbox" checked={gift} onChange={(e) => setGift(e.target.checked)} />
      <p data-testid="state">{`${name}|${gift}`}</p>
      <a href="#detalle">Detalle</a>
    </div>
  );
}

// As on a page: the inline script in <head> runs first; main.js starts later (startMain).
(0, eval)(EARLY_TAP_SCRIPT);
let mainStarted = false;
function startMain() {
  if (!mainStarted) startEarlyEvents(document);
  mainStarted = true;
}

/** An island as the server sends it (or, with `shell`, one of the shell's own roots): prerendered, not started. */
function serverIsland({ shell = false } = {}) {
  const el = document.createElement('div');
  if (shell) el.setAttribute(SHELL_ROOT_ATTR, '');
  else el.setAttribute('data-island', 'products/PolosPage');
  el.innerHTML = renderToString(<Configurator />);
  document.body.replaceChildren(el);
  return el;
}
const q = <T extends Element>(el: Element, selector: string) => el.querySelector<T>(selector)!;
/** What a visitor does: the field changes natively, then the browser fires input. */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => (seen.length = 0));

describe('before main.js has run (the inline script)', () => {
  it('keeps a tap and typing, shows the tap was received, and main.js replays them once the island has hydrated', async () => {
    jest.useFakeTimers();
    const el = serverIsland();
    try {
      q<HTMLElement>(el, 'span').click();
      type(q(el, 'input[aria-label="Nombre"]'), 'Los Tigres');
      const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
      q(el, 'a').dispatchEvent(onLink);
      expect(onLink.defaultPrevented).toBe(false); // a link is the browser's
      jest.advanceTimersByTime(BUSY_AFTER_MS);
      expect(q(el, 'button').getAttribute('aria-busy')).toBe('true');
    } finally {
      jest.useRealTimers();
    }
    startMain(); // main.js takes over: the inline script stops listening
    q<HTMLElement>(el, 'span').click(); // a second tap, now recorded by main.js alone
    rootStarting(el);
    expect(q(el, 'button').hasAttribute('aria-busy')).toBe(false);
    await act(async () => {
      hydrateRoot(el, <Configurator />);
    });
    await act(async () => rootSettled(el, 'hydrated'));
    expect(seen).toEqual(['click', 'click']); // each tap once: not kept twice by the two listeners
    expect(q(el, 'output').textContent).toBe('2');
    expect(q(el, '[data-testid="state"]').textContent).toBe('Los Tigres|false');
    expect((window as unknown as Record<string, { events: Event[] }>)[EARLY_TAPS_GLOBAL].events).toHaveLength(2);
  });
});

describe('once main.js runs', () => {
  beforeAll(startMain);

  it('replays a tap and typing made before hydration once the island has hydrated, once each', async () => {
    const el = serverIsland();
    q<HTMLElement>(el, 'span').click(); // on a child of the button, as a finger lands
    type(q(el, 'input[aria-label="Nombre"]'), 'Los Tigres');
    q<HTMLInputElement>(el, 'input[type="checkbox"]').click(); // native: checked at once
    expect(seen).toEqual([]); // nothing listens yet

    rootStarting(el);
    await act(async () => {
      hydrateRoot(el, <Configurator />);
    });
    await act(async () => rootSettled(el, 'hydrated'));
    expect(seen).toEqual(['click']);
    expect(q(el, 'output').textContent).toBe('1');
    expect(q(el, '[data-testid="state"]').textContent).toBe('Los Tigres|true');
    // Once: settling again replays nothing, and later taps go to React alone.
    await act(async () => rootSettled(el, 'hydrated'));
    await act(async () => q<HTMLElement>(el, 'button').click());
    expect(seen).toEqual(['click', 'click']);
  });

  it("holds and replays them on the shell's own roots too (header, Home, Contact), as on an island", async () => {
    const el = serverIsland({ shell: true });
    q<HTMLElement>(el, 'button').click();
    type(q(el, 'input[aria-label="Nombre"]'), 'Ana');
    rootStarting(el);
    await act(async () => {
      hydrateRoot(el, <Configurator />);
    });
    expect(seen).toEqual([]);
    await act(async () => rootSettled(el, 'hydrated'));
    expect(seen).toEqual(['click']);
    expect(q(el, '[data-testid="state"]').textContent).toBe('Ana|false');
  });

  it('shows that a held tap was received (aria-busy), and clears it before React hydrates', () => {
    jest.useFakeTimers();
    try {
      const el = serverIsland();
      q<HTMLElement>(el, 'button').click();
      jest.advanceTimersByTime(BUSY_AFTER_MS);
      expect(q(el, 'button').getAttribute('aria-busy')).toBe('true');
      rootStarting(el);
      expect(q(el, 'button').hasAttribute('aria-busy')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('replays nothing on an island that rendered afresh or failed', async () => {
    for (const state of ['rendered', 'failed']) {
      const el = serverIsland();
      q<HTMLElement>(el, 'button').click();
      rootStarting(el);
      await act(async () => {
        hydrateRoot(el, <Configurator />);
      });
      await act(async () => rootSettled(el, state));
      expect(seen).toEqual([]);
    }
  });

  it('leaves links alone: their click is not held (the browser follows them)', () => {
    const el = serverIsland();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    q(el, 'a').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    const onButton = new MouseEvent('click', { bubbles: true, cancelable: true });
    q(el, 'button').dispatchEvent(onButton);
    expect(onButton.defaultPrevented).toBe(true); // held for the replay
  });
});

/** A form whose handlers read state from their render, as most do ('Agregar Jugador', a '+'). */
function Roster() {
  const [name, setName] = useState('');
  const [players, setPlayers] = useState<string[]>([]);
  const [count, setCount] = useState(0);
  return (
    <div>
      <input aria-label="Nombre" value={name} onChange={(e) => setName(e.target.value)} />
      <button type="button" data-testid="add" onClick={() => (setPlayers([...players, name]), setName(''))}>
        Agregar
      </button>
      <button type="button" data-testid="plus" onClick={() => setCount(count + 1)}>
        +
      </button>
      <p data-testid="roster">{`${players.join(',')}|${count}`}</p>
    </div>
  );
}

/** Settles the island from its own commit, as the shell's CommitSignal does. */
function SettleOnCommit({ el, children }: { el: Element; children: ReactNode }) {
  useEffect(() => rootSettled(el, 'hydrated'), [el]);
  return children;
}

describe('the replay, from the island commit as on a page', () => {
  beforeAll(startMain);

  it('renders each kept event before the next: typing then Agregar adds the typed name; two taps count two', async () => {
    const el = document.createElement('div');
    el.setAttribute('data-island', 'order/PedidoPage');
    el.innerHTML = renderToString(<Roster />);
    document.body.replaceChildren(el);
    type(q(el, 'input'), 'Ana');
    q<HTMLElement>(el, '[data-testid="add"]').click();
    q<HTMLElement>(el, '[data-testid="plus"]').click();
    q<HTMLElement>(el, '[data-testid="plus"]').click();

    rootStarting(el);
    await act(async () => {
      hydrateRoot(
        el,
        <SettleOnCommit el={el}>
          <Roster />
        </SettleOnCommit>,
      );
    });
    expect(q(el, '[data-testid="roster"]').textContent).toBe('Ana|2');
    expect(q<HTMLInputElement>(el, 'input').value).toBe('');
  });
});
