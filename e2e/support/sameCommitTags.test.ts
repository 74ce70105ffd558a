/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// A rule of the suite (docs/qa.md): a spec that reads an app's source data (prices, catalogues,
// names) compares the page with this checkout, so against a release built from another commit it
// must skip with the reason (@same-commit), not fail; a spec that only runs on its own servers
// (@needs-local-servers) runs this checkout by construction.
const TESTS = path.join(__dirname, '..', 'tests');
const APP_SOURCE = /from '(?:\.\.\/)+mf-[a-z-]+\/src\//;
const GUARDED = /\b(describeSameCommit|requireSameCommit|requireOwnServers)\(/;

const specs = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? specs(p) : /\.spec\.ts$/.test(e.name) ? [p] : [];
  });

describe('e2e specs that read an app’s source data', () => {
  const readers = specs(TESTS).filter((f) => APP_SOURCE.test(fs.readFileSync(f, 'utf8')));

  it('are found (the scan reads the suite)', () => {
    expect(readers.length).toBeGreaterThan(10);
  });

  it('skip with the reason against another commit (@same-commit), or run only on their own servers', () => {
    const unguarded = readers.filter((f) => !GUARDED.test(fs.readFileSync(f, 'utf8')));
    expect(unguarded.map((f) => path.relative(TESTS, f))).toEqual([]);
  });
});
