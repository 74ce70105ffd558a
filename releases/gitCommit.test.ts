/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gitCommit, uncommittedInputs } from './gitCommit';
import { tempDir } from './testing/fakeBuilds';

describe('gitCommit and uncommittedInputs', () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  };

  beforeEach(() => {
    repo = tempDir('git');
    git('init', '-q');
    write('mf-prints/src/data.ts', 'a');
    write('mf-products/src/data.ts', 'a');
    write('shared/src/x.ts', 'a');
    write('docs/notes.md', 'a');
    write('.gitignore', 'dist/\n');
    git('add', '-A');
    git('commit', '-qm', 'first');
  });
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

  it("names the app's changed, added and untracked build inputs, not other apps', docs or ignored builds", () => {
    expect(gitCommit(repo)).toMatch(/^[0-9a-f]{40}$/);
    expect(uncommittedInputs('mf-prints', repo)).toEqual([]);
    write('mf-prints/src/data.ts', 'b');
    write('mf-prints/src/new.ts', 'b');
    write('mf-prints/dist/main.js', 'built');
    write('mf-products/src/data.ts', 'b');
    write('docs/notes.md', 'b');
    expect(uncommittedInputs('mf-prints', repo)).toEqual(['mf-prints/src/data.ts', 'mf-prints/src/new.ts']);
    write('shared/src/x.ts', 'b');
    expect(uncommittedInputs('mf-prints', repo)).toContain('shared/src/x.ts');
  });

  it('answers null outside a git checkout', () => {
    const plain = tempDir('plain');
    try {
      expect(gitCommit(plain)).toBeNull();
      expect(uncommittedInputs('mf-prints', plain)).toBeNull();
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});
