/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { slug, anchorsOf, brokenLinks } from './check-docs';

describe('check-docs', () => {
  it("makes GitHub's anchors", () => {
    expect(slug('Preview, verify, promote (for a remote’s team and for QA)')).toBe(
      'preview-verify-promote-for-a-remotes-team-and-for-qa',
    );
    expect(slug('The `live` link')).toBe('the-live-link');
    expect(anchorsOf('# A\n```\n# not a heading\n```\n<a id="x"></a>\n## B c')).toEqual(new Set(['a', 'x', 'b-c']));
  });

  it('names the file and line of a link to a missing file, a missing heading, or a missing docs file', () => {
    const dir = fs.mkdtempSync(path.join(__dirname, '..', 'docs', '.check-'));
    const rel = path.relative(path.join(__dirname, '..'), dir);
    try {
      fs.writeFileSync(path.join(dir, 'b.md'), '# Real heading\n');
      fs.writeFileSync(
        path.join(dir, 'a.md'),
        'ok [b](b.md#real-heading)\n[gone](nope.md) [bad](b.md#nope)\n`docs/nothing-here.md` [web](https://x.example/y)\n',
      );
      expect(brokenLinks(`${rel}/a.md`)).toEqual([
        `${rel}/a.md:2: nope.md: no such file`,
        `${rel}/a.md:2: b.md#nope: no heading with that anchor`,
        `${rel}/a.md:3: \`docs/nothing-here.md\`: no such file`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
