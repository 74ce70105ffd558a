import { LOAD_HOLD_GLOBAL } from '@estampa/shared/islands/markers';

type LoadHold = typeof import('./loadHold');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh copy of the module (it keeps the page's roots), and the page's hold as a mock. */
function setUp() {
  const release = jest.fn();
  (window as unknown as Record<string, unknown>)[LOAD_HOLD_GLOBAL] = { release };
  let hold!: LoadHold;
  jest.isolateModules(() => {
    hold = jest.requireActual<LoadHold>('./loadHold');
  });
  return { hold, release };
}

const roots = (n: number) => Array.from({ length: n }, () => document.createElement('div'));

it('releases the load event a task after the last root has settled, and not before', async () => {
  const { hold, release } = setUp();
  const [header, island] = roots(2);
  hold.holdLoadFor([header, island]);
  hold.rootLoaded(header);
  hold.rootLoaded(header); // the same root twice counts once
  await nextTask();
  expect(release).not.toHaveBeenCalled();
  hold.rootLoaded(island);
  expect(release).not.toHaveBeenCalled(); // its first commit's work comes first
  await nextTask();
  expect(release).toHaveBeenCalledTimes(1);
});

it('a root it was not given changes nothing; a page without roots is released at once', async () => {
  const { hold, release } = setUp();
  hold.rootLoaded(document.createElement('div')); // before the page's roots are known
  await nextTask();
  expect(release).not.toHaveBeenCalled();
  hold.holdLoadFor([]);
  await nextTask();
  expect(release).toHaveBeenCalledTimes(1);
});
