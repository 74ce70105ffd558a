/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { parseRemotes, watchRemotes, readConfig, baseUrl } from './remoteAddresses';
import { REMOTES } from '../../shared/src/apps/apps';

describe('parseRemotes', () => {
  it('keeps good entries, trims trailing slashes, applies REMOTE_<NAME>_URL', () => {
    const { remotes, problems } = parseRemotes(
      '{"prints":"https://prints.example/v2/","order":"http://127.0.0.1:3004"}',
      'r.json',
      { REMOTE_ORDER_URL: 'https://order.example' },
    );
    expect(remotes).toEqual({ prints: 'https://prints.example/v2', order: 'https://order.example' });
    expect(problems).toEqual([]);
  });

  it('names each bad entry and leaves it out', () => {
    const { remotes, problems } = parseRemotes(
      '{"prints":"ftp://x","Bad":"http://a","order":"http://127.0.0.1:3004","products":42}',
      'r.json',
      {},
    );
    expect(remotes).toEqual({ order: 'http://127.0.0.1:3004' });
    expect(problems).toEqual([
      'r.json: remote "prints" has a bad URL "ftp://x": an absolute http(s) base URL is needed',
      'r.json: remote name "Bad" is not valid (lower-case letter, then letters, digits, _ or -)',
      'r.json: remote "products" has a bad URL 42: an absolute http(s) base URL is needed',
    ]);
  });

  it('throws, naming the file, when the whole file is unusable', () => {
    expect(() => parseRemotes('{"prints": ', 'r.json', {})).toThrow(/^r\.json: not valid JSON/);
    expect(() => parseRemotes('["http://a"]', 'r.json', {})).toThrow(
      'r.json: must be a JSON object of remote name → base URL',
    );
    expect(() => parseRemotes('null', 'r.json', {})).toThrow('r.json: must be a JSON object');
  });

  it('accepts only absolute http(s) base URLs', () => {
    expect(baseUrl('https://a.example/x/')).toBe('https://a.example/x');
    for (const bad of [
      '/relative',
      'javascript:alert(1)',
      'https://a.example/?q=1',
      'https://user:pw@a.example',
      'http://',
      '',
      null,
    ])
      expect(baseUrl(bad)).toBeNull();
  });
});

describe('watchRemotes', () => {
  let dir: string;
  let file: string;
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const write = (text: string) => fs.writeFileSync(file, text);
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
    file = path.join(dir, 'remotes.json');
    Object.values(logger).forEach((f) => f.mockClear());
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('without a file (no REMOTES_CONFIG): each remote at its default local port from the apps table', () => {
    const saved = process.env.REMOTES_CONFIG;
    delete process.env.REMOTES_CONFIG;
    try {
      const w = watchRemotes(undefined, () => {}, { logger, env: {} });
      expect(w.get()).toEqual(
        Object.fromEntries(REMOTES.map((r: { name: string; port: number }) => [r.name, `http://127.0.0.1:${r.port}`])),
      );
      expect(w.get()).toMatchObject({ prints: 'http://127.0.0.1:3001', order: 'http://127.0.0.1:3004' });
      w.close();
    } finally {
      if (saved !== undefined) process.env.REMOTES_CONFIG = saved;
    }
  });

  it('keeps the last good configuration when the file goes bad, and says why', () => {
    write('{"prints":"http://127.0.0.1:3001","order":"http://127.0.0.1:3004"}');
    const onChange = jest.fn();
    const remotes = watchRemotes(file, onChange, { logger, env: {} });
    try {
      expect(remotes.get()).toEqual({ prints: 'http://127.0.0.1:3001', order: 'http://127.0.0.1:3004' });
      expect(remotes.version()).toBe(1);

      write('{"prints": "http://127.0.0.1:30'); // half-written
      remotes.reload();
      expect(remotes.get()).toEqual({ prints: 'http://127.0.0.1:3001', order: 'http://127.0.0.1:3004' });
      expect(onChange).not.toHaveBeenCalled();
      expect(logger.error).toHaveBeenCalledWith(
        expect.objectContaining({ file }),
        expect.stringMatching(
          new RegExp(`keeping the last good one: ${file.replace(/[.\\/]/g, '\\$&')}: not valid JSON`),
        ),
      );

      fs.rmSync(file);
      remotes.reload();
      expect(logger.error).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.stringContaining('cannot be read (ENOENT)'),
      );
      expect(remotes.get()).toHaveProperty('prints');

      // A bad URL for one entry: named, and that entry keeps its last good URL.
      write('{"prints":"htp:/typo","order":"http://127.0.0.1:3050"}');
      remotes.reload();
      expect(remotes.get()).toEqual({ prints: 'http://127.0.0.1:3001', order: 'http://127.0.0.1:3050' });
      expect(logger.error).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.stringContaining('remote "prints" has a bad URL "htp:/typo"'),
      );
      expect(logger.warn).toHaveBeenCalledWith(
        expect.objectContaining({ remotes: ['prints'] }),
        'keeping the last good URL of prints',
      );
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(remotes.version()).toBe(2);

      // The same configuration again is no change.
      write('{"prints":"http://127.0.0.1:3001","order":"http://127.0.0.1:3050/"}');
      remotes.reload();
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      remotes.close();
    }
  });

  it('starts empty (every page shows its fallback) when the file is unusable from the start', () => {
    write('not json');
    const remotes = watchRemotes(file, () => {}, { logger, env: {} });
    remotes.close();
    expect(remotes.get()).toEqual({});
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('notices a change of the file by itself', async () => {
    write('{"prints":"http://127.0.0.1:3001"}');
    const remotes = await new Promise<{ get(): object; close(): void }>((resolve) => {
      const r = watchRemotes(file, () => resolve(r), { logger, env: {}, intervalMs: 20 });
      setTimeout(() => write('{"prints":"http://127.0.0.1:3051"}'), 50);
    });
    remotes.close();
    expect(remotes.get()).toEqual({ prints: 'http://127.0.0.1:3051' });
  });

  it('readConfig (for the CLI) returns good entries, warns about bad ones, throws on an unusable file', () => {
    write('{"prints":"http://a.example","x":"nope"}');
    const warn = jest.fn();
    expect(readConfig(file, warn)).toEqual({ prints: 'http://a.example' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('remote "x" has a bad URL'));
    write('{');
    expect(() => readConfig(file)).toThrow('not valid JSON');
  });
});
