import { parseRemoteEntries } from './remoteEntries';

describe('parseRemoteEntries', () => {
  it('reads a name → entry URL map', () => {
    expect(
      parseRemoteEntries('{"prints":"http://localhost:3001/remoteEntry.js","order":"/remotes/order/remoteEntry.js"}'),
    ).toEqual({
      prints: 'http://localhost:3001/remoteEntry.js',
      order: '/remotes/order/remoteEntry.js',
    });
  });
  it('drops bad names, non-strings and non-http URLs', () => {
    expect(
      parseRemoteEntries('{"Bad Name":"http://x/r.js","a":3,"b":"javascript:alert(1)","c":"https://ok/r.js"}'),
    ).toEqual({ c: 'https://ok/r.js' });
  });
  it('tolerates missing or broken configuration', () => {
    expect(parseRemoteEntries(null)).toEqual({});
    expect(parseRemoteEntries('{oops')).toEqual({});
    expect(parseRemoteEntries('[1,2]')).toEqual({});
  });
});
