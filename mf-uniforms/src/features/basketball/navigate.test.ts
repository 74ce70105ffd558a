import { navigateTo } from './navigate';

describe('navigateTo', () => {
  it('uses the global navigation hook when it is a function', () => {
    const hook = jest.fn();
    const assign = jest.fn();
    expect(navigateTo('/uniformes/basquetbol/pedido?modelo=1', { __NAVIGATE__: hook, location: { assign } })).toBe(
      'hook',
    );
    expect(hook).toHaveBeenCalledWith('/uniformes/basquetbol/pedido?modelo=1');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([undefined, null, 'no', {}])('falls back to a page load when the hook is %p', (hook) => {
    const assign = jest.fn();
    expect(navigateTo('/x', { __NAVIGATE__: hook, location: { assign } })).toBe('load');
    expect(assign).toHaveBeenCalledWith('/x');
  });
});
