/** @jest-environment node */
import { requestUrl } from './requestUrl';

describe('requestUrl', () => {
  it('reads a path that starts with // as a path, not as a host name', () => {
    expect(requestUrl({ url: '//contacto' }).pathname).toBe('//contacto');
    expect(requestUrl({ url: '//evil.com/' }).pathname).toBe('//evil.com/');
    expect(requestUrl({ url: '/productos/tazas?x=1' })).toMatchObject({ pathname: '/productos/tazas', search: '?x=1' });
    expect(requestUrl({}).pathname).toBe('/');
  });
});
