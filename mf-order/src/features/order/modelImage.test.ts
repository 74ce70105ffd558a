import { pageImageUrl } from './modelImage';

const ORIGIN = 'https://estampard.example';

describe('pageImageUrl', () => {
  it('keeps the catalogue’s own art: a same-site path, or an absolute URL on the page’s origin', () => {
    expect(pageImageUrl('/remotes/uniforms/art/basquetbol/7.svg', ORIGIN)).toBe(
      '/remotes/uniforms/art/basquetbol/7.svg',
    );
    expect(pageImageUrl(`${ORIGIN}/remotes/uniforms/art/basquetbol/7.svg`, ORIGIN)).toBe(
      `${ORIGIN}/remotes/uniforms/art/basquetbol/7.svg`,
    );
  });

  it('leaves out an image on another origin (never fetched from the page)', () => {
    expect(pageImageUrl('https://images.example.com/uniforme.jpg', ORIGIN)).toBeNull();
    expect(pageImageUrl('http://estampard.example/x.svg', ORIGIN)).toBeNull();
    expect(pageImageUrl('//images.example.com/uniforme.jpg', ORIGIN)).toBeNull();
  });

  it('leaves out what is not an http(s) image URL, and an absolute URL when the origin is unknown', () => {
    expect(pageImageUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(pageImageUrl('', ORIGIN)).toBeNull();
    expect(pageImageUrl(`${ORIGIN}/x.svg`, undefined)).toBeNull();
  });
});
