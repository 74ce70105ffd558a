/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createPreviewToken,
  readPreviewToken,
  previewSecret,
  ensureLocalPreviewSecret,
  previewCookieOf,
} from './preview';

const SECRET = 'a'.repeat(40);
const RELEASE = '20261124-120328-prints-mwum9w10';
const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('preview tokens', () => {
  it('names an app and a release, and reads back only with the same secret', () => {
    const token = createPreviewToken({ app: 'prints', releaseId: RELEASE, secret: SECRET, now: NOW });
    expect(token).toMatch(/^v1\.prints\.20261124-120328-prints-mwum9w10\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(readPreviewToken(token, { secret: SECRET, now: NOW })).toEqual({
      ok: true,
      app: 'prints',
      releaseId: RELEASE,
      expires: NOW / 1000 + 24 * 3600,
    });
    expect(readPreviewToken(token, { secret: 'b'.repeat(40), now: NOW })).toEqual({
      ok: false,
      reason: 'preview token signature does not match',
    });
  });

  it('refuses a token changed after signing: another release, another app, a later expiry', () => {
    const token = createPreviewToken({ app: 'prints', releaseId: RELEASE, secret: SECRET, now: NOW });
    const forged = [
      token.replace('mwum9w10', 'mwum9w11'),
      token.replace('v1.prints.', 'v1.order.'),
      token.replace(/\.(\d+)\./, (_m: string, s: string) => `.${Number(s) + 3600}.`),
    ];
    for (const t of forged) expect(readPreviewToken(t, { secret: SECRET, now: NOW }).ok).toBe(false);
  });

  it('expires (at most 24 h), and says why it is refused', () => {
    const token = createPreviewToken({ app: 'prints', releaseId: RELEASE, secret: SECRET, ttlS: 60, now: NOW });
    expect(readPreviewToken(token, { secret: SECRET, now: NOW + 59_000 }).ok).toBe(true);
    expect(readPreviewToken(token, { secret: SECRET, now: NOW + 60_000 })).toEqual({
      ok: false,
      reason: 'preview token expired at 2026-11-24T12:01:00.000Z',
    });
    expect(() => createPreviewToken({ app: 'prints', releaseId: RELEASE, secret: SECRET, ttlS: 25 * 3600 })).toThrow(
      'a preview lasts at most 86400 s',
    );
    expect(readPreviewToken('v1.prints.x', { secret: SECRET })).toEqual({
      ok: false,
      reason: 'malformed preview token',
    });
    expect(readPreviewToken(undefined, { secret: SECRET })).toEqual({ ok: false, reason: 'malformed preview token' });
    expect(readPreviewToken(token, { secret: null })).toEqual({
      ok: false,
      reason: 'previews are off: no PREVIEW_SECRET configured',
    });
  });

  it('names no address: an app must be known and a release id well formed', () => {
    expect(() => createPreviewToken({ app: 'evil', releaseId: RELEASE, secret: SECRET })).toThrow('Unknown app "evil"');
    expect(() => createPreviewToken({ app: 'prints', releaseId: 'https://evil.example/x', secret: SECRET })).toThrow(
      'is not a release id',
    );
  });

  it('is found in a Cookie header among others', () => {
    expect(previewCookieOf('a=1; estampa_preview=v1.x.y; b=2')).toBe('v1.x.y');
    expect(previewCookieOf('a=1')).toBeUndefined();
    expect(previewCookieOf(undefined)).toBeUndefined();
  });
});

describe('previewSecret', () => {
  let hosting: string;
  beforeEach(() => {
    hosting = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-secret-'));
  });
  afterEach(() => fs.rmSync(hosting, { recursive: true, force: true }));

  it('comes from PREVIEW_SECRET, else PREVIEW_SECRET_FILE, else the hosting folder; none: previews off', () => {
    expect(previewSecret(hosting, {})).toBeNull();
    ensureLocalPreviewSecret(hosting, {});
    const local = previewSecret(hosting, {});
    expect(local).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(path.join(hosting, '.preview-secret')).mode & 0o777).toBe(0o600);
    ensureLocalPreviewSecret(hosting, {});
    expect(previewSecret(hosting, {})).toBe(local);
    const file = path.join(hosting, 'secret.txt');
    fs.writeFileSync(file, `${'f'.repeat(32)}\n`);
    expect(previewSecret(hosting, { PREVIEW_SECRET_FILE: file })).toBe('f'.repeat(32));
    expect(previewSecret(hosting, { PREVIEW_SECRET: SECRET, PREVIEW_SECRET_FILE: file })).toBe(SECRET);
  });

  it('names the setting at fault', () => {
    expect(() => previewSecret(hosting, { PREVIEW_SECRET: 'short' })).toThrow(
      'PREVIEW_SECRET: the preview secret must be at least 32 characters',
    );
    expect(() => previewSecret(hosting, { PREVIEW_SECRET_FILE: path.join(hosting, 'none') })).toThrow(
      `PREVIEW_SECRET_FILE: cannot read ${path.join(hosting, 'none')} (ENOENT)`,
    );
  });
});
