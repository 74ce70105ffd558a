import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';

/** All page text goes through React's escaping; the only HTML built by hand is the order document. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

it('no page code writes raw HTML into the DOM', () => {
  const files = sources(__dirname);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    expect({
      file,
      raw: /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write/.test(
        readFileSync(file, 'utf8'),
      ),
    }).toEqual({ file, raw: false });
  }
});
