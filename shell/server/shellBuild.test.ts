/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { createShellBuilds } from './shellBuild';
import { tempDist } from './testSupport';
import { switchSymlink } from '../../releases/atomic';

/** A hosting folder of the shell with two releases made from the test build, and its live link. */
function hostingWithReleases() {
  const dist = tempDist();
  const appDir = path.join(dist, 'hosting/shell');
  const release = (id: string, routes: Record<string, string>, home: string) => {
    const dir = path.join(appDir, 'releases', id);
    fs.cpSync(path.join(dist, 'templates'), path.join(dir, 'templates'), { recursive: true });
    fs.cpSync(path.join(dist, 'client'), path.join(dir, 'client'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'templates/routes.json'), JSON.stringify({ routes, notFound: '404.html' }));
    fs.writeFileSync(path.join(dir, 'templates/index.html'), `<h1>${home}</h1>`);
    return dir;
  };
  release('20261122-100000-shell-a', { '/': 'index.html' }, 'Inicio A');
  release('20261122-110000-shell-b', { '/': 'index.html', '/contacto': 'index.html' }, 'Inicio B');
  const live = path.join(appDir, 'live');
  const switchTo = (id: string) => switchSymlink(live, path.join('releases', id));
  return { dist, live, appDir, switchTo };
}

const render = (build: { template(file: string): { render(bodies: unknown[]): string } }) =>
  build.template('index.html').render([]);

describe('the shell build the composer serves', () => {
  let dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    dirs = [];
  });

  it('is the build folder while there is no live release', () => {
    const { dist, live } = hostingWithReleases();
    dirs.push(dist);
    const builds = createShellBuilds({ dist, live });
    const build = builds.current();
    expect(build.id).toBe('dist');
    expect(Object.keys(build.routes)).toEqual(['/', '/impresiones/dtf']);
    expect(builds.current()).toBe(build);
  });

  it('follows the live link at each call: routes, templates and site policy of the release, each release loaded once', () => {
    const { dist, live, switchTo } = hostingWithReleases();
    dirs.push(dist);
    const infos: Array<Record<string, unknown>> = [];
    const builds = createShellBuilds({
      dist,
      live,
      logger: { info: (o: Record<string, unknown>) => infos.push(o), error: () => {} },
    });
    switchTo('20261122-100000-shell-a');
    const a = builds.current();
    expect(a.id).toBe('20261122-100000-shell-a');
    expect(Object.keys(a.routes)).toEqual(['/']);
    expect(render(a)).toBe('<h1>Inicio A</h1>');
    expect(a.sitePolicy).toEqual({ mapOrigin: 'https://www.google.com', chatOrigin: 'https://wa.me', tls: false });

    switchTo('20261122-110000-shell-b');
    const b = builds.current();
    expect(b.id).toBe('20261122-110000-shell-b');
    expect(Object.keys(b.routes)).toEqual(['/', '/contacto']);
    expect(render(b)).toBe('<h1>Inicio B</h1>');

    switchTo('20261122-100000-shell-a'); // a rollback: the release loaded before, reused
    expect(builds.current()).toBe(a);
    expect(infos.map((i) => i.release)).toEqual(['20261122-100000-shell-a', '20261122-110000-shell-b']);

    fs.rmSync(live); // no live release any more: the build folder
    expect(builds.current().id).toBe('dist');
  });

  it('sees a switch of the live link itself (what deploy and rollback change), through links further along too; a live folder that is not a link is served', () => {
    const { dist, live, appDir, switchTo } = hostingWithReleases();
    dirs.push(dist);
    const builds = createShellBuilds({ dist, live });
    const chosen = path.join(appDir, 'chosen');
    switchSymlink(chosen, path.join('releases', '20261122-100000-shell-a'));
    switchSymlink(live, 'chosen');
    expect(builds.current().id).toBe('20261122-100000-shell-a');
    // A link further along is read again only when live's own target changes (readlink per request).
    switchSymlink(chosen, path.join('releases', '20261122-110000-shell-b'));
    expect(builds.current().id).toBe('20261122-100000-shell-a');
    switchTo('20261122-110000-shell-b');
    expect(builds.current().id).toBe('20261122-110000-shell-b');

    fs.rmSync(live);
    fs.cpSync(path.join(appDir, 'releases', '20261122-100000-shell-a'), live, { recursive: true });
    expect(builds.current().id).toBe('live');
  });

  it('keeps serving the last good release when the live one cannot be loaded, and says so once', () => {
    const { dist, live, appDir, switchTo } = hostingWithReleases();
    dirs.push(dist);
    const errors: Array<Record<string, unknown>> = [];
    const builds = createShellBuilds({
      dist,
      live,
      logger: { info: () => {}, error: (o: Record<string, unknown>) => errors.push(o) },
    });
    switchTo('20261122-100000-shell-a');
    const a = builds.current();
    fs.rmSync(path.join(appDir, 'releases/20261122-110000-shell-b/templates/site-policy.json'));
    switchTo('20261122-110000-shell-b');
    expect(builds.current()).toBe(a);
    expect(builds.current()).toBe(a);
    expect(errors).toEqual([
      expect.objectContaining({
        release: '20261122-110000-shell-b',
        error: expect.stringContaining('site-policy.json'),
      }),
    ]);
  });

  it('throws when there is nothing to serve', () => {
    const { dist, live } = hostingWithReleases();
    dirs.push(dist);
    fs.rmSync(path.join(dist, 'templates/routes.json'));
    expect(() => createShellBuilds({ dist, live }).current()).toThrow(/routes\.json/);
  });
});
