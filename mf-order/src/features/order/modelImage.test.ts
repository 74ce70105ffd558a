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
    expect(pageImageUrl('http://localhost:3000/x.svg', 'http://localhost:3000')).toBe('http://localhost:3000/x.svg');
  });

  it('keeps an https image of an external image service, whatever the page’s origin', () => {
    expect(pageImageUrl('https://images.example.com/uniforme.jpg', ORIGIN)).toBe(
      'https://images.example.com/uniforme.jpg',
    );
    expect(pageImageUrl('https://images.example.com/uniforme.jpg', undefined)).toBe(
      'https://images.example.com/uniforme.jpg',
    );
  });

  it('leaves out a plain-http image on another origin, and a protocol-relative one', () => {
    expect(pageImageUrl('http://estampard.example/x.svg', ORIGIN)).toBeNull();
    expect(pageImageUrl('http://images.example.com/uniforme.jpg', 'http://localhost:3000')).toBeNull();
    expect(pageImageUrl('//images.example.com/uniforme.jpg', ORIGIN)).toBeNull();
  });

  it('leaves out what is not an http(s) image URL, and an absolute http URL when the origin is unknown', () => {
    expect(pageImageUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(pageImageUrl('data:image/svg+xml,<svg/>', ORIGIN)).toBeNull();
    expect(pageImageUrl('', ORIGIN)).toBeNull();
    expect(pageImageUrl('http://localhost:3000/x.svg', undefined)).toBeNull();
  });
});
