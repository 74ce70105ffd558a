import { act } from 'react';
import { mountStandalone } from './mountStandalone';

const pages = {
  DtfPage: async () => ({ default: () => <h1>DTF</h1> }),
  LonaPage: async () => ({ default: () => <h1>Lona</h1> }),
};

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  document.body.innerHTML = '<main id="standalone-root"></main>';
});

async function mountAt(search: string) {
  window.history.replaceState({}, '', `/${search}`);
  await act(async () => {
    await mountStandalone({ name: 'prints', cssKey: 'prn', pages });
  });
  return document.querySelector('h1')?.textContent;
}

describe("a remote's standalone page", () => {
  it('shows the page ?page= names', async () => {
    expect(await mountAt('?page=LonaPage')).toBe('Lona');
  });

  it.each(['', '?page=Nope', '?page=toString', '?page=constructor', '?page=__proto__', '?page=hasOwnProperty'])(
    'shows the first page for %p',
    async (search) => {
      expect(await mountAt(search)).toBe('DTF');
    },
  );
});
