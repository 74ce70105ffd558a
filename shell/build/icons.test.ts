/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { fullBleed, iconFiles } from './icons';
import { pngSize } from '../../build-tools/og-image';
import { readIco } from './ico';

const logo = fs.readFileSync(path.join(__dirname, '../public/favicon.svg'), 'utf8');

describe('icons from the logo', () => {
  const files: { file: string; bytes: Buffer }[] = iconFiles(logo);
  const size = (file: string) => pngSize(files.find((f) => f.file === file)!.bytes);

  it('favicon.ico with 16, 32 and 48 px images', () => {
    const ico = files.find((f) => f.file === 'favicon.ico')!.bytes;
    expect(readIco(ico).map((i: { width: number }) => i.width)).toEqual([16, 32, 48]);
  });
  it('apple touch icon 180 px; manifest icons 192 and 512 px', () => {
    expect(size('apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
    expect(size('icons/icon-192.png')).toEqual({ width: 192, height: 192 });
    expect(size('icons/icon-512.png')).toEqual({ width: 512, height: 512 });
    expect(size('icons/icon-maskable-512.png')).toEqual({ width: 512, height: 512 });
  });
  it('full bleed: the rounded tile on a square of its own colour', () => {
    expect(fullBleed(logo)).toMatch(
      /^<svg [^>]*viewBox="0 0 32 32"><rect x="0" y="0" width="32" height="32" fill="#7f1d1d"\/><rect /,
    );
    expect(() => fullBleed('<svg><g/></svg>')).toThrow(/viewBox/);
  });
});
