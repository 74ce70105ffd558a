/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { publishPageSeo } from './page-seo';

/** A remote's dist with a fragment and a stand-in seo bundle (what webpack makes from src/seo/pageSeo). */
function fakeDist(seoSource?: string): Parameters<typeof publishPageSeo>[0] {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-seo-'));
  fs.mkdirSync(path.join(dist, 'client/fragments'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'client/fragments/APage.html'),
    '<style></style><div data-island="prints/APage"></div>',
  );
  if (seoSource) fs.writeFileSync(path.join(dist, 'server/seo.js'), seoSource);
  return { dist, client: path.join(dist, 'client'), info: { name: 'prints', exposes: ['APage'] } };
}

describe('publishPageSeo (a remote build step)', () => {
  it("writes the remote's og files and puts each page's JSON-LD into its fragment, after its one <style>", () => {
    const d = fakeDist(`exports.default = { build: (o) => ({
      files: [{ file: 'og/APage.png', bytes: Buffer.from(o.remote + ' ' + o.site) }],
      scripts: { APage: '<script type="application/ld+json">{}</script>' },
    }) };`);
    publishPageSeo({ ...d, site: 'https://estampa.example' });
    expect(fs.readFileSync(path.join(d.client, 'og/APage.png'), 'utf8')).toBe('prints https://estampa.example');
    expect(fs.readFileSync(path.join(d.client, 'fragments/APage.html'), 'utf8')).toBe(
      '<style></style><script type="application/ld+json">{}</script><div data-island="prints/APage"></div>',
    );
  });

  it('refuses a remote that declares no cards, naming where they go', () => {
    expect(() => publishPageSeo(fakeDist())).toThrow(/src\/seo\/pageSeo/);
  });
});
