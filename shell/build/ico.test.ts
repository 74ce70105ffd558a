/** @jest-environment node */
import { icoFromPngs, readIco } from './ico';
import { svgToPng } from '../../build-tools/og-image';

const square = (size: number) =>
  svgToPng(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#7f1d1d"/></svg>',
    { width: size },
  );

describe('.ico container', () => {
  it('holds the PNGs as they are, with their sizes in the directory', () => {
    const pngs = [16, 32, 48].map(square);
    const images = readIco(icoFromPngs(pngs));
    expect(images.map((i: { width: number }) => i.width)).toEqual([16, 32, 48]);
    images.forEach((img: { png: Buffer }, i: number) => expect(Buffer.compare(img.png, pngs[i])).toBe(0));
  });
  it('writes 256 px as 0, as the format says', () => {
    const ico = icoFromPngs([square(256)]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(readIco(ico)[0].width).toBe(256);
  });
  it('refuses an image larger than 256 px', () => {
    expect(() => icoFromPngs([square(300)])).toThrow(/256/);
  });
});
