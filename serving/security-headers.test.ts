/** @jest-environment node */
import {
  contentSecurityPolicy,
  pageHeaders,
  shellAssetHeaders,
  remoteAssetHeaders,
  remoteOriginsOf,
  readSitePolicy,
  INLINE_SCRIPT_SOURCES,
  scriptHashSource,
} from './security-headers';
import { EARLY_TAP_SCRIPT } from '../shared/src/islands/earlyTaps';
import { START_SCRIPTS } from '../shared/src/islands/startScripts';
import { URL_PARAMS_SCRIPT } from '../shared/src/islands/urlParams';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const policy = {
  remoteOrigins: ['https://prints.example', 'https://uniforms.example:8443'],
  mapOrigin: 'https://www.google.com',
  chatOrigin: 'https://wa.me',
};

/** The CSP as { directive: sources[] }. */
function directives(csp: string) {
  return Object.fromEntries(
    csp.split(/;\s*/).map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(policy));
  it('allows scripts from the site and the configured remotes only, and the start, early-tap and URL-parameters scripts by their hashes: no other inline script, no eval', () => {
    const hashes = [START_SCRIPTS, EARLY_TAP_SCRIPT, URL_PARAMS_SCRIPT].map(scriptHashSource);
    expect(INLINE_SCRIPT_SOURCES).toEqual(hashes);
    expect(csp['script-src']).toEqual(["'self'", ...hashes, 'https://prints.example', 'https://uniforms.example:8443']);
    expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });
  it('frames only the map, posts forms only to the site and the chat, and is never framed', () => {
    expect(csp['frame-src']).toEqual(['https://www.google.com']);
    expect(csp['form-action']).toEqual(["'self'", 'https://wa.me']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });
  it('shows images from the site, the remotes and any https image service (an order page model image), never plain http', () => {
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://prints.example',
      'https://uniforms.example:8443',
    ]);
    expect(csp['img-src']).not.toContain('http:');
  });
  it('upgrades insecure requests only under TLS', () => {
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(directives(contentSecurityPolicy({ ...policy, tls: true }))).toHaveProperty('upgrade-insecure-requests');
  });
  it('frames nothing when no map is configured', () => {
    expect(directives(contentSecurityPolicy({}))['frame-src']).toEqual(["'none'"]);
  });
});

describe('header sets', () => {
  it('pages: CSP, framing, referrer, COOP, CORP same-site, permissions, nosniff; HSTS only under TLS', () => {
    const h = pageHeaders(policy);
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(h['Cross-Origin-Resource-Policy']).toBe('same-site');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(h['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(h).not.toHaveProperty('Strict-Transport-Security');
    expect(pageHeaders({ ...policy, tls: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
  it('shell files are same-site; remote files say cross-origin and allow CORS', () => {
    expect(shellAssetHeaders(policy)['Cross-Origin-Resource-Policy']).toBe('same-site');
    expect(shellAssetHeaders(policy)).not.toHaveProperty('Access-Control-Allow-Origin');
    const remote = remoteAssetHeaders({ tls: true });
    expect(remote['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(remote['Access-Control-Allow-Origin']).toBe('*');
    expect(remote['X-Content-Type-Options']).toBe('nosniff');
    expect(remote['Strict-Transport-Security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});

describe('remoteOriginsOf', () => {
  it('takes the distinct origins of the remotes config, ignoring paths and non-http URLs', () => {
    expect(
      remoteOriginsOf({
        a: 'https://x.example/v2/',
        b: 'https://x.example/v3',
        c: 'http://127.0.0.1:3003',
        d: 'javascript:alert(1)',
      }),
    ).toEqual(['http://127.0.0.1:3003', 'https://x.example']);
  });
});

describe('readSitePolicy', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-policy-'));
  fs.mkdirSync(path.join(dir, 'templates'));
  const file = path.join(dir, 'templates/site-policy.json');
  it('reads the map and chat origins the shell build wrote', () => {
    fs.writeFileSync(
      file,
      JSON.stringify({ mapOrigin: 'https://www.google.com/maps?q=x', chatOrigin: 'https://wa.me' }),
    );
    expect(readSitePolicy(dir)).toEqual({ mapOrigin: 'https://www.google.com', chatOrigin: 'https://wa.me' });
  });
  it('names the file and the setting at fault', () => {
    fs.writeFileSync(file, JSON.stringify({ mapOrigin: 'nope', chatOrigin: 'https://wa.me' }));
    expect(() => readSitePolicy(dir)).toThrow(/site-policy\.json: "mapOrigin" must be an http\(s\) origin/);
    fs.rmSync(file);
    expect(() => readSitePolicy(dir)).toThrow(/Cannot read the shell's site policy .*site-policy\.json/);
  });
});
