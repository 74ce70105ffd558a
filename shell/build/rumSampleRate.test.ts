/** @jest-environment node */
// RUM_SAMPLE_RATE: read and checked by the shell's webpack config, defined for main.js.
import webpack from 'webpack';
import { rumSampleRate } from './rumSampleRate';
import shellConfig from '../webpack.config.js';

/** The value main.js is built with, as the client build's DefinePlugin defines it. */
function definedRate(): unknown {
  const client = shellConfig({}, { mode: 'production' }).find((c) => c.name === 'client')!;
  const plugins: unknown[] = client.plugins ?? [];
  const defines = plugins.filter(
    (p): p is InstanceType<typeof webpack.DefinePlugin> => p instanceof webpack.DefinePlugin,
  );
  const found = defines.map((p) => p.definitions.__RUM_SAMPLE_RATE__).find((v) => v !== undefined);
  return found === undefined ? undefined : JSON.parse(String(found));
}

describe('RUM_SAMPLE_RATE', () => {
  const saved = process.env.RUM_SAMPLE_RATE;
  afterEach(() => {
    if (saved === undefined) delete process.env.RUM_SAMPLE_RATE;
    else process.env.RUM_SAMPLE_RATE = saved;
  });

  it('is every page load (1) when unset or empty', () => {
    expect(rumSampleRate(undefined)).toBe(1);
    expect(rumSampleRate(' ')).toBe(1);
    delete process.env.RUM_SAMPLE_RATE;
    expect(definedRate()).toBe(1);
  });

  it.each([
    ['0', 0],
    ['0.25', 0.25],
    ['1', 1],
    ['.5', 0.5],
    ['1e-1', 0.1],
  ])('takes %p as %p, and main.js is built with it', (value, rate) => {
    expect(rumSampleRate(value)).toBe(rate);
    process.env.RUM_SAMPLE_RATE = value;
    expect(definedRate()).toBe(rate);
  });

  it.each(['1.5', '-0.1', 'abc', '50%', '0x1', 'Infinity', 'NaN', '1,0'])(
    'fails the build on %p, naming the setting',
    (value) => {
      expect(() => rumSampleRate(value)).toThrow(/^RUM_SAMPLE_RATE must be a number from 0 to 1/);
      process.env.RUM_SAMPLE_RATE = value;
      expect(() => shellConfig({}, { mode: 'production' })).toThrow(/RUM_SAMPLE_RATE/);
    },
  );
});
