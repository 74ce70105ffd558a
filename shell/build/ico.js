// The .ico container (what browsers fetch at /favicon.ico on their own) holding PNG images: a
// 6-byte header, a 16-byte entry per image, then the PNG files as they are (Windows Vista+ and
// every current browser read PNG entries). Pure: bytes in, bytes out.
const { pngSize } = require('../../build-tools/og-image');

/**
 * An .ico file from square PNGs of at most 256 px.
 * @param {Uint8Array[]} pngs
 * @returns {Buffer}
 */
function icoFromPngs(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map((png) => {
    const { width, height } = pngSize(png);
    if (width > 256 || height > 256) throw new Error(`an .ico image is at most 256 px, got ${width}×${height}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width === 256 ? 0 : width, 0); // 0 means 256
    entry.writeUInt8(height === 256 ? 0 : height, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => Buffer.from(p))]);
}

/**
 * The images of an .ico file: [{ width, height, png }] (for tests and checks).
 * @param {Uint8Array} bytes
 * @returns {{ width: number, height: number, png: Buffer }[]}
 */
function readIco(bytes) {
  const buf = Buffer.from(bytes);
  if (buf.readUInt16LE(0) !== 0 || buf.readUInt16LE(2) !== 1) throw new Error('not an .ico file');
  return Array.from({ length: buf.readUInt16LE(4) }, (_, i) => {
    const at = 6 + 16 * i;
    const size = buf.readUInt32LE(at + 8);
    const offset = buf.readUInt32LE(at + 12);
    return {
      width: buf.readUInt8(at) || 256,
      height: buf.readUInt8(at + 1) || 256,
      png: buf.subarray(offset, offset + size),
    };
  });
}

module.exports = { icoFromPngs, readIco };
