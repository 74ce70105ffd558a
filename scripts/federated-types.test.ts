/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exposedPages } from './federated-types';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-types-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const types = (...pages: string[]) => {
  for (const p of pages) fs.writeFileSync(path.join(dir, `${p}.d.ts`), 'export {};');
  fs.mkdirSync(path.join(dir, 'compiled-types'), { recursive: true });
};

describe("exposedPages (the shell's map of its remotes' federated types)", () => {
  it('lists the pages whose types the build wrote, by remote', () => {
    types('LonaPage', 'DtfPage');
    expect(exposedPages({ prints: dir }, { prints: ['DtfPage', 'LonaPage'] })).toEqual([
      { remote: 'prints', expose: 'DtfPage' },
      { remote: 'prints', expose: 'LonaPage' },
    ]);
  });

  it('names the remote and the page whose types are missing (a failed type generation), not the shell', () => {
    types('LonaPage');
    expect(() => exposedPages({ prints: dir }, { prints: ['DtfPage', 'LonaPage'] })).toThrow(
      /^"prints" exposes DtfPage but its build wrote no types for it in .*: its type generation failed; rebuild it/,
    );
  });

  it('asks for a build when a remote has no types at all', () => {
    expect(() => exposedPages({ prints: path.join(dir, 'none') })).toThrow(
      /^federated types of "prints" not found in .*: run `npm run build` first/,
    );
  });
});
