/** @jest-environment node */
import path from 'path';
import { printsComposerPerTest, get } from './testSupport';
import { switchSymlink } from '../../releases/atomic';

const OLD = '20261124-100000-prints-old001';
const NEW = '20261124-110000-prints-new002';

// A remote's switch of `live` (deploy, promote, rollback): the next page composed after the
// composer has read the hosting folder has the new release's fragment, named as the new release.
// The fragment cache (5 s fresh, then served stale while it refreshes) must never hand out the old
// release's content under the new release's name.
describe("the composer after a remote's switch of live", () => {
  const site = printsComposerPerTest({
    prefix: 'switch-hosting',
    releases: { [OLD]: 'Versión anterior', [NEW]: 'Versión nueva' },
    live: OLD,
  });

  it('composes the next page with the new release, fragment and name together, within the cache’s fresh time', async () => {
    const before = await get(site.base, '/impresiones/dtf');
    expect(before.body).toContain('Versión anterior');
    expect(before.headers['x-releases']).toBe(`shell=dist, prints=${OLD}`);

    switchSymlink(path.join(site.hosting, 'prints/live'), path.join('releases', NEW));
    site.tick(1000); // past the release view's period (500 ms), well within the fragment's fresh 5 s
    const after = await get(site.base, '/impresiones/dtf');
    expect(after.headers['x-releases']).toBe(`shell=dist, prints=${NEW}`);
    expect(after.body).toContain(`data-release="${NEW}"`);
    expect(after.body).toContain('Versión nueva');
    expect(after.body).not.toContain('Versión anterior');

    // And back (a rollback): the old release's fragment again, under its own name.
    switchSymlink(path.join(site.hosting, 'prints/live'), path.join('releases', OLD));
    site.tick(1000);
    const back = await get(site.base, '/impresiones/dtf');
    expect(back.headers['x-releases']).toBe(`shell=dist, prints=${OLD}`);
    expect(back.body).toContain('Versión anterior');
  });
});
