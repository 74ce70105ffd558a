import { APPS } from '../apps/apps';
import { readIsland } from './islands';
import { islandOpenTag } from './markers';

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

describe('island markers', () => {
  it('writes the marker the shell reads back', () => {
    const tag = islandOpenTag({ island: 'prints/DtfPage', buildId: 'prints-b1', cssKey: 'prn' });
    expect(tag).toBe('<div data-island="prints/DtfPage" data-build="prints-b1" data-css-key="prn">');
    expect(readIsland(element(`${tag}</div>`))).toEqual({
      remote: 'prints',
      module: 'DtfPage',
      buildId: 'prints-b1',
      cssKey: 'prn',
    });
  });

  it('marks the fallback stub and escapes attribute values', () => {
    expect(islandOpenTag({ island: 'a"b', buildId: '<x>&', cssKey: 'prn', fallback: true })).toBe(
      '<div data-island="a&quot;b" data-build="&lt;x&gt;&amp;" data-css-key="prn" data-fallback="true">',
    );
  });

  // The key used to be the remote's first three letters: 'pri' and 'pro' where the builds use 'prn' and 'prd'.
  it.each(APPS.filter((a) => a.name !== 'shell').map((a) => [a.name, a.cssKey]))(
    'a %s island without a css key gets the table key %s',
    (remote, key) => {
      expect(readIsland(element(`<div data-island="${remote}/SomePage" data-build="b"></div>`))?.cssKey).toBe(key);
    },
  );

  it('gives an unknown remote a key emotion accepts', () => {
    expect(readIsland(element('<div data-island="new_remote2/Page"></div>'))?.cssKey).toBe('newremote');
  });

  it('rejects malformed markers', () => {
    for (const id of ['', 'prints', 'prints/dtfPage', '/DtfPage', 'Prints/DtfPage'])
      expect(readIsland(element(`<div data-island="${id}"></div>`))).toBeNull();
  });
});
