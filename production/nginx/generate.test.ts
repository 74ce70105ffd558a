/** @jest-environment node */
import {
  siteFiles,
  remoteFiles,
  headerInclude,
  upstreamOf,
  str,
  FRAGMENT_LOCATION,
  HTML_MARKER,
  NOT_FOUND,
} from './generate';
import * as security from '../../serving/security-headers';
import * as cachePolicy from '../../serving/cache-policy';

const routes = {
  routes: { '/': 'index.html', '/impresiones/dtf': 'impresiones/dtf.html', '/contacto': 'contacto.html' },
  notFound: '404.html',
};
// Names and hosts no code knows: everything must come from this config.
const remotes = { alpha: 'https://alpha.example:9443/teams/alpha', beta: 'https://beta.example' };
const sitePolicy = { mapOrigin: 'https://maps.example', chatOrigin: 'https://chat.example' };
const base = {
  runtimeDir: '/rt/site',
  confDir: '/rt/site/v1',
  socketDir: '/rt/site',
  shellDist: '/repo/shell/dist',
  routes,
  remotes,
  sitePolicy,
  ports: { https: 9443, http: 9080 },
  tls: { cert: '/tls/cert.pem', key: '/tls/key.pem', trustedCa: '/tls/ca.pem' },
};

/** Every `location … { … }` block of a configuration, with its body (nested braces kept). */
function locations(conf: string) {
  const out: { head: string; body: string }[] = [];
  const re = /^\s*location\s+([^{\n]+?)\s*\{/gm;
  let m;
  while ((m = re.exec(conf))) {
    let depth = 1;
    let i = re.lastIndex;
    for (; i < conf.length && depth; i++) {
      if (conf[i] === '{') depth++;
      else if (conf[i] === '}') depth--;
    }
    out.push({ head: m[1].trim(), body: conf.slice(re.lastIndex, i - 1) });
  }
  return out;
}

/** The `server { … }` blocks, in order. */
function servers(conf: string) {
  return conf.split(/\n\s*server \{/).slice(1);
}

/** Header set written by headerInclude → { name: value }. */
function parseInclude(text: string) {
  const out: Record<string, string> = {};
  for (const line of text.trim().split('\n')) {
    const m = /^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/.exec(line);
    if (!m) throw new Error(`not an add_header line: ${line}`);
    out[m[1]] = m[2].replace(/\\(.)/g, '$1');
  }
  return out;
}

describe('siteFiles', () => {
  const { files } = siteFiles(base);
  const conf: string = files['nginx.conf'];
  const [redirect, site, pages, check, cache] = servers(conf);
  const policy = { ...sitePolicy, remoteOrigins: security.remoteOriginsOf(remotes), tls: true };

  it('writes one header include per set, exactly the sets of security-headers.js, each `always`', () => {
    expect(parseInclude(files['headers/page.conf'])).toEqual(security.pageHeaders(policy));
    expect(parseInclude(files['headers/asset.conf'])).toEqual(security.shellAssetHeaders(policy));
    expect(parseInclude(files['headers/redirect.conf'])).toEqual(security.shellAssetHeaders({ ...policy, tls: false }));
    expect(files['headers/page.conf']).toContain('Strict-Transport-Security');
    expect(files['headers/page.conf']).toContain('X-Frame-Options');
  });

  it('puts the full header set in every location of the site that answers a browser', () => {
    const page = 'include "/rt/site/v1/headers/page.conf";';
    const asset = 'include "/rt/site/v1/headers/asset.conf";';
    const found = locations(site);
    expect(found.length).toBeGreaterThan(10);
    for (const { head, body } of found) {
      if (head === '@no_fragment') continue; // only answers the SSI include (204, empty)
      const pages = body.split(page).length - 1;
      const assets = body.split(asset).length - 1;
      const expected =
        (head.startsWith('= /') && (routes.routes as Record<string, string>)[head.slice(2)] !== undefined) ||
        head === '= /_not_found'
          ? 'page'
          : 'asset';
      expect({ head, pages, assets }).toEqual({
        head,
        pages: expected === 'page' ? 1 : 0,
        assets: expected === 'asset' ? 1 : 0,
      });
    }
    // The server level carries a set too (answers given before a location is chosen, e.g. 405).
    expect(site.split('\n    location')[0]).toContain(asset);
    expect(redirect).toContain('include "/rt/site/v1/headers/redirect.conf";');
  });

  it('serves every route from the page cache (no-cache to browsers), composed from its template with SSI', () => {
    for (const [route, file] of Object.entries(routes.routes)) {
      const loc = locations(site).find((l) => l.head === `= ${route}`);
      expect(loc).toBeDefined();
      expect(loc!.body).toContain('include "/rt/site/v1/pages/route.conf";');
      expect(loc!.body).toContain('error_page 404 /_not_found;');
      expect(loc!.body).toContain(`add_header Cache-Control "${cachePolicy.REVALIDATE}" always;`);
      const composed = locations(pages).find((l) => l.head === `= ${route}`)!.body;
      expect(composed).toContain('ssi on;');
      expect(composed).toContain('root "/repo/shell/dist/templates";');
      expect(composed).toContain(`try_files "/${file}" =404;`);
    }
    expect(pages).toContain('listen unix:/rt/site/pages.sock;');
    expect(conf).toMatch(/upstream ssi_pages \{\s+server unix:\/rt\/site\/pages\.sock;/);
    expect(files['pages/route.conf']).toMatch(/^proxy_pass http:\/\/ssi_pages;$/m);
  });

  it('caches each page a second per shell release, configuration and encoding class, one composition per miss', () => {
    const route: string = files['pages/route.conf'];
    expect(route).toContain('proxy_cache pages;');
    expect(route).toMatch(/^proxy_cache_key "[0-9a-f]{12}\|\$realpath_root\|\$uri\|\$page_encoding";$/m);
    expect(route).toContain('proxy_cache_valid 200 1s;');
    expect(route).toContain('proxy_cache_lock on;');
    expect(route).toContain('proxy_cache_use_stale updating;');
    expect(route).not.toContain('proxy_cache_background_update'); // an expired page is never served to the next visitor alone
    expect(route).toContain('proxy_set_header Accept-Encoding $page_encoding;');
    expect(route).toContain('proxy_set_header Cookie "";');
    expect(files['pages/not-found.conf']).toContain('proxy_cache_valid 200 404 1s;');
    expect(conf).toMatch(/proxy_cache_path "\/rt\/site\/pages" .*keys_zone=pages:/);
    // Another remotes config is another key: its pages are never served from the old entries.
    const moved = siteFiles({ ...base, remotes: { ...remotes, beta: 'https://beta2.example' } }).files[
      'pages/route.conf'
    ];
    const keyOf = (text: string) => /proxy_cache_key "([^|]+)/.exec(text)![1];
    expect(keyOf(moved)).not.toBe(keyOf(route));
    // PAGE_CACHE_S=0: composed on every request.
    const off: string = siteFiles({ ...base, pageCacheSeconds: 0 }).files['pages/route.conf'];
    expect(off).not.toContain('proxy_cache ');
    expect(() => siteFiles({ ...base, pageCacheSeconds: 0.5 })).toThrow(/whole number/);
  });

  it("sends each route's Link preload hints (earlyHints.js) under the remotes config; none without its scripts", () => {
    const scripts = {
      '/impresiones/dtf': { script: '/main.js', remote: 'alpha' },
      '/': { script: '/main.js', remote: null },
      [NOT_FOUND]: { script: '/main.js', remote: null },
    };
    const hinted = siteFiles({ ...base, pageScripts: scripts, preloadHints: true }).files['nginx.conf'];
    expect(locations(hinted).find((l) => l.head === `= ${NOT_FOUND}`)!.body).toContain(
      'add_header Link "</main.js>; rel=preload; as=script; fetchpriority=low" always;',
    );
    expect(locations(hinted).find((l) => l.head === '= /impresiones/dtf')!.body).toContain(
      'add_header Link "</main.js>; rel=preload; as=script; fetchpriority=low, <https://alpha.example:9443/teams/alpha/remoteEntry.js>; rel=preload; as=script; crossorigin; fetchpriority=low" always;',
    );
    expect(locations(hinted).find((l) => l.head === '= /')!.body).toContain(
      'add_header Link "</main.js>; rel=preload; as=script; fetchpriority=low" always;',
    );
    expect(locations(hinted).find((l) => l.head === '= /contacto')!.body).not.toContain('Link');
    expect(conf).not.toContain('add_header Link');
    // Off unless asked (PRELOAD_HINTS=1).
    expect(siteFiles({ ...base, pageScripts: scripts }).files['nginx.conf']).not.toContain('add_header Link');
  });

  it("names the releases of nginx's own pages and takes each remote's fragment from its live release", () => {
    const A = '20261124-100000-alpha-1';
    const { files } = siteFiles({
      ...base,
      pageIslands: { '/impresiones/dtf': ['alpha'], '/': [], [NOT_FOUND]: [] },
      liveReleases: { alpha: A, beta: null },
    });
    const conf: string = files['nginx.conf'];
    expect(locations(conf).find((l) => l.head === '= /impresiones/dtf')!.body).toContain(
      `add_header X-Releases "shell=$shell_release, alpha=${A}" always;`,
    );
    expect(locations(conf).find((l) => l.head === '= /')!.body).toContain(
      'add_header X-Releases "shell=$shell_release" always;',
    );
    expect(locations(conf).find((l) => l.head === `= ${NOT_FOUND}`)!.body).toContain('X-Releases');
    expect(conf).toContain('map $realpath_root $shell_release { "~/(?<shell_id>[^/]+)/templates$" $shell_id;');
    // The island is marked with its release, and the fragment comes from that release.
    expect(locations(conf).find((l) => l.head === '^~ /_fragments/alpha/')!.body).toContain(
      `sub_filter 'data-island="alpha/' 'data-release="${A}" data-island="alpha/';`,
    );
    expect(conf).not.toContain('^~ /_fragments/beta/');
    expect(conf).toContain(`proxy_pass https://remote_alpha/teams/alpha/_releases/${A}/fragments/$fragment_file;`);
    expect(conf).toContain('proxy_pass https://remote_beta/fragments/$fragment_file;');
    // Composer nodes name their releases themselves.
    const nodes: string = siteFiles({
      ...base,
      nodes: ['/s/node-1.sock'],
      pageIslands: { '/impresiones/dtf': ['alpha'] },
      liveReleases: { alpha: A },
    }).files['nginx.conf'];
    expect(nodes).not.toContain('add_header X-Releases');
    expect(() => siteFiles({ ...base, liveReleases: { alpha: '../x' } })).toThrow(
      'alpha: live release "../x" is not a release id',
    );
  });

  it('classes encodings: brotli only when nginx can compress with it, else gzip, else none', () => {
    const classOf = (text: string, header: string) => {
      const map = /map \$http_accept_encoding \$page_encoding \{([^}]*)\}/.exec(text)![1];
      for (const [, re, value] of map.matchAll(/"~\*([^"]+)" (\w+);/g))
        if (new RegExp(re, 'i').test(header)) return value;
      return '';
    };
    const withBrotli = siteFiles({ ...base, brotliFilter: true }).files['nginx.conf'];
    expect(classOf(withBrotli, 'gzip, deflate, br, zstd')).toBe('br');
    expect(classOf(withBrotli, 'gzip, deflate')).toBe('gzip');
    expect(classOf(withBrotli, 'identity')).toBe('');
    expect(classOf(withBrotli, 'brotli-ish')).toBe('');
    expect(classOf(conf, 'gzip, deflate, br')).toBe('gzip');
  });

  it('answers an unknown path with the site 404 page (status 404) and a missing file with plain text', () => {
    expect(site).toContain('error_page 404 /_not_found;');
    const notFound = locations(site).find((l) => l.head === '= /_not_found')!;
    expect(notFound.body).toContain('internal;');
    expect(notFound.body).toContain('include "/rt/site/v1/pages/not-found.conf";');
    const composed = locations(pages).find((l) => l.head === '= /_not_found')!.body;
    expect(composed).toContain('try_files "/404.html"');
    expect(composed).toContain('ssi on;');
    const missing = locations(site).find((l) => l.head === '@missing')!;
    expect(missing.body).toContain('if ($missing_file) { return 404 "No encontrado\\n"; }');
    // A file unless a browser opens it as a page.
    expect(conf).toContain(
      'map "$http_sec_fetch_dest $uri" $missing_file { "~^document " 0; "~\\.[A-Za-z0-9]+$" 1; default 0; }',
    );
    expect(missing.body).toContain('default_type text/plain;');
    expect(locations(site).find((l) => l.head === '/')!.body).toContain('try_files $uri @missing;');
  });

  it('redirects a route with a trailing slash, only known routes', () => {
    expect(conf).toMatch(
      /map \$route_path \$route_with_slash \{\n\s+default 0;\n\s+"\/impresiones\/dtf" 1;\n\s+"\/contacto" 1;\n\s+\}/,
    );
    expect(site).toContain('if ($route_with_slash) { return 301 $route_path$is_args$args; }');
  });

  it('keeps /_fragments/ and /_mf/ in the pages server only, GET and HEAD only', () => {
    for (const prefix of ['^~ /_mf/', '^~ /_fragments/']) {
      expect(locations(site).find((l) => l.head === prefix)).toBeUndefined();
      expect(locations(pages).find((l) => l.head === prefix)).toBeDefined();
    }
    expect(site).toContain('if ($request_method !~ ^(GET|HEAD)$) { return 405; }');
  });

  it('plain HTTP only redirects to HTTPS', () => {
    expect(redirect).toContain('listen 127.0.0.1:9080;');
    expect(redirect).toContain('return 301 https://$host:9443$request_uri;');
    expect(site).toContain('listen 127.0.0.1:9443 ssl http2;');
    expect(siteFiles({ ...base, ports: { https: 443, http: 80 } }).files['nginx.conf']).toContain(
      'return 301 https://$host$request_uri;',
    );
    expect(siteFiles({ ...base, ports: { https: 9443, http: null } }).files['nginx.conf']).not.toContain(
      'return 301 https://',
    );
  });

  it('takes the remotes, their addresses and the CSP origins from the remotes config', () => {
    expect(files['headers/page.conf']).toContain(
      `script-src 'self' ${security.INLINE_SCRIPT_SOURCES.join(' ')} https://alpha.example:9443 https://beta.example;`,
    );
    expect(files['headers/page.conf']).not.toMatch(/http:\/\//);
    expect(conf).toMatch(
      /upstream remote_alpha \{[^}]*server alpha\.example:9443 max_fails=1 fail_timeout=5s;[^}]*backup;/,
    );
    expect(conf).toMatch(/upstream remote_beta \{[^}]*server beta\.example:443 /);
    expect(conf.match(/^\s*upstream remote_/gm)).toHaveLength(2);
    const alpha = locations(site).find((l) => l.head === '^~ /remotes/alpha/')!;
    expect(alpha.body).toContain('proxy_pass https://remote_alpha/teams/alpha/;');
    expect(alpha.body).toContain('proxy_ssl_name "alpha.example";');
    expect(alpha.body).toContain('proxy_set_header Host "alpha.example:9443";');
    expect(check).toContain('(?<fragment_remote>alpha|beta)');
    expect(cache).toContain('proxy_pass https://remote_alpha/teams/alpha/fragments/$fragment_file;');
    expect(cache).toContain('proxy_cache_key "https://alpha.example:9443/teams/alpha/fragments/$fragment_file";');
    // The remotes' own security headers are replaced by the site's under /remotes/<name>/.
    for (const h of Object.keys(security.remoteAssetHeaders({ tls: true })))
      expect(alpha.body).toContain(`proxy_hide_header ${h};`);
    // The includes the templates read, one per remote and "none", from remoteIncludes.js.
    expect(
      Object.keys(files)
        .filter((f) => f.startsWith('_mf/remotes/'))
        .sort(),
    ).toEqual(['_mf/remotes/alpha.html', '_mf/remotes/beta.html', '_mf/remotes/none.html']);
    expect(files['_mf/remotes/alpha.html']).toContain(
      '"alpha":"https://alpha.example:9443/teams/alpha/remoteEntry.js"',
    );
    expect(files['_mf/remotes/alpha.html']).toContain(
      '<script id="mf-scripts" type="application/json">["https://alpha.example:9443/teams/alpha/remoteEntry.js"]</script>',
    );
  });

  it("preloads a page module's chunks from its remote's live release, and falls back to the remote's include", () => {
    const pageChunks = {
      alpha: { AlphaPage: ['1.a.js', '__federation_expose_AlphaPage.b.js'] },
      beta: { BetaPage: ['2.c.js'] },
    };
    const withLive = siteFiles({ ...base, liveReleases: { alpha: '20261124-100000-alpha-1' }, pageChunks }).files;
    expect(withLive['_mf/remotes/alpha/AlphaPage.html']).toContain(
      '["https://alpha.example:9443/teams/alpha/remoteEntry.js","https://alpha.example:9443/teams/alpha/1.a.js","https://alpha.example:9443/teams/alpha/__federation_expose_AlphaPage.b.js"]',
    );
    // Chunks are named only for a remote whose live release nginx's pages use (beta has none here).
    expect(withLive['_mf/remotes/beta/BetaPage.html']).toBeUndefined();
    const mf = locations(withLive['nginx.conf']).find((l) => l.head === '^~ /_mf/')!.body;
    expect(mf).toContain('try_files $uri /_mf/remotes/$mf_remote.html /_mf/remotes/none.html;');
  });

  it('verifies the remotes over TLS', () => {
    for (const body of [locations(site).find((l) => l.head === '^~ /remotes/beta/')!.body, cache]) {
      expect(body).toContain('proxy_ssl_verify on;');
      expect(body).toContain('proxy_ssl_trusted_certificate "/tls/ca.pem";');
      expect(body).toContain('proxy_ssl_server_name on;');
    }
  });

  it('caches fragments with bounded staleness, one upstream request per miss, short timeouts', () => {
    const fc: string = files['fragment-cache.conf'];
    expect(fc).toContain('proxy_cache fragments;');
    expect(fc).toContain('proxy_cache_lock on;');
    expect(fc).toContain('proxy_cache_background_update on;');
    expect(fc).toMatch(/^proxy_cache_use_stale off;$/m); // the remote's stale-if-error bounds it
    expect(fc).toContain('proxy_set_header Accept-Encoding "";');
    expect(fc).toContain('proxy_no_cache $fragment_not_html;');
    expect(fc).toContain('proxy_connect_timeout 2000ms;');
    expect(fc).toContain('proxy_read_timeout 2000ms;');
    expect(conf).toMatch(/proxy_cache_path "\/rt\/site\/cache" .*keys_zone=fragments:/);
    const t = siteFiles({ ...base, timeoutMs: 700, retryMs: 3000 });
    expect(t.files['fragment-cache.conf']).toContain('proxy_read_timeout 700ms;');
    expect(t.files['nginx.conf']).toContain('fail_timeout=3s;');
  });

  it("lets only a text/html answer that is that page's fragment, of bounded size, into the page", () => {
    expect(check).toContain('subrequest_output_buffer_size 1048576;');
    expect(cache).toContain('add_before_body /_fragment_type;');
    expect(cache).toContain(`return 200 "${HTML_MARKER}";`);
    const wrapper: string = files['fragment-check.html'];
    expect(wrapper).toContain('set="fragment"');
    expect(wrapper).toContain('data-island="$fragment_remote\\/$fragment_page"');
    expect(wrapper).toContain('(?!\\s*<(?i:!doctype|html[\\s>]))');
    // No byte outside the SSI commands: an empty answer is what makes the template use its stub.
    expect(wrapper.replace(/<!--#(?:[^"'-]|"[^"]*"|'[^']*'|-(?!->))*-->/g, '')).toBe('');
    expect(locations(pages).find((l) => l.head === '^~ /_fragments/')!.body).toContain(
      'error_page 404 500 502 503 504 = @no_fragment;',
    );
  });

  it('keeps runtime files in the runtime dir and nothing root-only', () => {
    expect(conf).toContain('pid "/rt/site/nginx.pid";');
    expect(conf).toContain('error_log "/rt/site/logs/error.log"');
    for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      expect(conf).toMatch(new RegExp(`${d}_temp_path "/rt/site/tmp/`));
    expect(conf).not.toMatch(/\/var\/(log|lib|run)\//);
    expect(conf).not.toMatch(/^\s*user /m);
    expect(siteFiles({ ...base, user: 'nobody nogroup' }).files['nginx.conf']).toMatch(/^user nobody nogroup;$/m);
  });

  it('logs to the journal with a syslog tag (systemd units): errors on stderr, access lines tagged', () => {
    expect(conf).toContain('access_log "/rt/site/logs/access.log" json;');
    expect(conf).toContain('access_log "/rt/site/logs/fragments.log" json;');
    const journal: string = siteFiles({ ...base, syslogTag: 'estampa_site' }).files['nginx.conf'];
    expect(journal).toMatch(/^error_log stderr warn;$/m);
    expect(journal).toContain(
      'access_log "syslog:server=unix:/run/systemd/journal/dev-log,tag=estampa_site,nohostname" json;',
    );
    expect(journal).toContain('tag=estampa_site_fragments,');
    expect(journal).not.toContain('/rt/site/logs/');
    const remote: string = remoteFiles({
      name: 'alpha',
      dir: '/srv/alpha',
      port: 9444,
      runtimeDir: '/rt/alpha',
      confDir: '/rt/alpha',
      tls: base.tls,
      syslogTag: 'estampa_alpha',
    }).files['nginx.conf'];
    expect(remote).toMatch(/^error_log stderr warn;$/m);
    expect(remote).toContain('tag=estampa_alpha,nohostname');
    expect(() => siteFiles({ ...base, syslogTag: 'estampa-site' })).toThrow(/syslog tag/);
  });

  it('serves precompressed files as such and gzips composed pages; brotli when the module is there', () => {
    expect(site).toContain('gzip_static on;');
    expect(site).toContain('gzip on;');
    expect(site).not.toContain('brotli_static');
    const br = siteFiles({ ...base, brotli: true, brotliModule: '/m/brotli.so' }).files['nginx.conf'];
    expect(br).toMatch(/^load_module "\/m\/brotli\.so";$/m);
    expect(br).toContain('brotli_static on;');
    expect(br).not.toContain('brotli on;');
    const filter = siteFiles({
      ...base,
      brotli: true,
      brotliFilter: true,
      brotliModule: ['/m/brotli.so', '/m/filter.so'],
    }).files['nginx.conf'];
    expect(filter).toMatch(/^load_module "\/m\/filter\.so";$/m);
    expect(filter).toContain('brotli on;');
  });

  it("types the web app manifest, which Debian's mime.types does not name", () => {
    expect(conf).toContain('types { application/manifest+json webmanifest; }');
  });

  it("caches the shell's hashed files for a year and revalidates the rest (cache-policy.js)", () => {
    expect(conf).toContain(`"~${cachePolicy.HASHED.source}" "${cachePolicy.IMMUTABLE}";`);
    const map = conf.slice(conf.indexOf('map $uri $asset_cache_control {'));
    expect(map.slice(0, map.indexOf('\n  }'))).toContain(`default "${cachePolicy.REVALIDATE}";`);
  });
});

/** A remote served from its live link in a hosting folder. */
const hostedRemote = {
  name: 'alpha',
  dir: '/hosting/alpha/live',
  port: 9444,
  runtimeDir: '/rt/alpha',
  confDir: '/rt/alpha',
  tls: { cert: '/c.pem', key: '/k.pem' },
};

describe('releases (live links)', () => {
  it('serves the site and each remote from the folder given (a live link), looked up at every request', () => {
    const site: string = siteFiles({ ...base, shellDist: '/hosting/shell/live' }).files['nginx.conf'];
    expect(site).toContain('root "/hosting/shell/live/client";');
    expect(site).toContain('root "/hosting/shell/live/templates";');
    expect(site).not.toContain('/repo/shell/dist');
    const remote: string = remoteFiles(hostedRemote).files['nginx.conf'];
    expect(remote).toContain('root "/hosting/alpha/live";');
    for (const conf of [site, remote]) {
      expect(conf).toMatch(/^\s*open_file_cache off;$/m);
      expect(conf).not.toMatch(/open_file_cache (?!off)/);
      expect(conf).not.toMatch(/disable_symlinks on/);
    }
  });
});

describe('previews and canaries (the composer beside nginx)', () => {
  const withComposer = (canaryPercent: number) =>
    siteFiles({ ...base, composer: '/run/estampa/composer.sock', canaryPercent }).files['nginx.conf'] as string;
  /** The value nginx's map of `variable` would give `key` (its exact strings, else its default). */
  const mapValue = (conf: string, variable: string, key: string) => {
    const start = conf.indexOf(` ${variable} {`);
    const body = conf.slice(start, conf.indexOf('}', start));
    const exact = new RegExp(`^\\s*"${key}" (\\d);`, 'm').exec(body);
    return exact ? exact[1] : /default (\d);/.exec(body)![1];
  };
  const location = (conf: string, head: string) => locations(conf).find((l) => l.head === head)!.body;

  it('without a composer, no page goes anywhere but nginx', () => {
    const conf: string = siteFiles(base).files['nginx.conf'];
    expect(conf).not.toContain('composer');
    expect(conf).not.toContain('$personal_page');
  });

  it('sends a page with a preview cookie, and the preview links, to the composer', () => {
    const conf = withComposer(0);
    expect(conf).toContain('server unix:/run/estampa/composer.sock;');
    expect(conf).toContain('map $cookie_estampa_preview $has_preview { "" 0; default 1; }');
    for (const route of Object.keys(base.routes.routes)) {
      const body = location(conf, `= ${route}`);
      expect(body).toContain('if ($personal_page) { return 418; }');
      expect(body).toContain('error_page 418 = @composer;');
      expect(body).toContain('error_page 404 /_not_found;');
    }
    expect(location(conf, '^~ /_preview')).toContain('proxy_pass http://composer;');
  });

  it("sends the shell's own files to the composer for a preview of the shell only", () => {
    const conf = withComposer(0);
    expect(conf).toContain('map $cookie_estampa_preview $shell_preview { "~^v1\\.shell\\." 1; default 0; }');
    const files = locations(conf).find((l) => l.head === '/' && l.body.includes('try_files $uri @missing;'))!.body;
    expect(files).toContain('if ($shell_preview) { return 418; }');
    expect(files).toContain('error_page 418 = @composer_files;');
    expect(location(conf, '@composer_files')).toContain('proxy_pass http://composer;');
    expect(siteFiles(base).files['nginx.conf']).not.toContain('$shell_preview');
  });

  it('with no canary, no bucket goes to the composer', () => {
    const conf = withComposer(0);
    for (const bucket of ['0', '50', '99', 'x']) expect(mapValue(conf, '$canary_side', bucket)).toBe('0');
  });

  it('during a 10 % canary: buckets 0–9 and visitors with no bucket go to the composer, 10–99 stay', () => {
    const conf = withComposer(10);
    expect(mapValue(conf, '$canary_side', '0')).toBe('1');
    expect(mapValue(conf, '$canary_side', '9')).toBe('1');
    expect(mapValue(conf, '$canary_side', '10')).toBe('0');
    expect(mapValue(conf, '$canary_side', '99')).toBe('0');
    expect(mapValue(conf, '$canary_side', '')).toBe('1');
  });

  it("answers from the composer under the site's header set, its own copies hidden", () => {
    const body = location(withComposer(0), '@composer');
    expect(body).toContain(`include "${base.confDir}/headers/page.conf";`);
    for (const name of Object.keys(security.pageHeaders({ tls: true })))
      expect(body).toContain(`proxy_hide_header ${name};`);
    expect(body).not.toMatch(/proxy_hide_header (Set-Cookie|Cache-Control|Vary|X-Releases)/);
  });

  it('refuses a percentage nginx cannot take', () => {
    expect(() => withComposer(100)).toThrow(/0 to 99/);
    expect(() => withComposer(2.5)).toThrow(/0 to 99/);
  });

  it("serves a remote's published releases under /_releases/<id>/, before its .html location", () => {
    const remote: string = remoteFiles({ ...hostedRemote, releasesDir: '/hosting/alpha/releases' }).files['nginx.conf'];
    expect(remote).toContain('alias "/hosting/alpha/releases/$release_id$release_file";');
    expect(remote.indexOf('/_releases/')).toBeLessThan(remote.indexOf('location ~ "\\.html$"'));
  });
});

describe('site nodes that are composers (nginx balancing, caching, retrying)', () => {
  const nodes = ['/run/estampa/node-1.sock', '/run/estampa/node-2.sock', '10.0.0.7:3000'];
  const { files } = siteFiles({ ...base, nodes, downNodes: ['/run/estampa/node-2.sock'] });
  const conf: string = files['nginx.conf'];

  it('sends every page to the nodes through the page cache; nginx composes nothing itself', () => {
    expect(files['pages/route.conf']).toMatch(/^proxy_pass http:\/\/composer;$/m);
    expect(files['pages/route.conf']).toContain('proxy_cache pages;');
    expect(conf).not.toContain('ssi on;');
    expect(conf).not.toContain('pages.sock');
    expect(conf).not.toContain('fragment-check.sock');
  });

  it('skips a node that fails for a while and retries its request on the next; a node marked down gets none', () => {
    const upstream = /upstream composer \{([^}]*)\}/.exec(conf)![1];
    expect(upstream).toContain('server unix:/run/estampa/node-1.sock max_fails=1 fail_timeout=2s;');
    expect(upstream).toContain('server unix:/run/estampa/node-2.sock max_fails=1 fail_timeout=2s down;');
    expect(upstream).toContain('server 10.0.0.7:3000 max_fails=1 fail_timeout=2s;');
    for (const text of [files['pages/route.conf'], locations(conf).find((l) => l.head === '@composer')!.body])
      expect(text).toContain('proxy_next_upstream error timeout http_502 http_503;');
  });

  it("keeps the nodes' own caching, cookies and security headers from the cached page", () => {
    const route: string = files['pages/route.conf'];
    for (const name of [...Object.keys(security.pageHeaders({ tls: true })), 'Cache-Control', 'Set-Cookie', 'Link'])
      expect(route).toContain(`proxy_hide_header ${name};`);
    expect(route).toContain('proxy_ignore_headers Cache-Control Expires Vary Set-Cookie;');
  });
});

describe('remoteFiles', () => {
  const timings = { fresh: 7, staleWhileRevalidate: 30, maxStale: 600 };
  const { files } = remoteFiles({
    name: 'alpha',
    dir: '/repo/mf-alpha/dist/client',
    port: 9444,
    runtimeDir: '/rt/alpha',
    confDir: '/rt/alpha',
    tls: { cert: '/c.pem', key: '/k.pem' },
    timings,
  });
  const conf: string = files['nginx.conf'];

  it('sends CORS *, CORP cross-origin and HSTS on every file; the page policy on its standalone pages', () => {
    const asset = parseInclude(files['headers/asset.conf']);
    expect(asset).toEqual(security.remoteAssetHeaders({ tls: true }));
    expect(asset['Access-Control-Allow-Origin']).toBe('*');
    expect(asset['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(asset['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(parseInclude(files['headers/page.conf'])).toEqual({
      ...security.pageHeaders({ tls: true }),
      ...security.remoteAssetHeaders({ tls: true }),
    });
    for (const { head, body } of locations(conf)) {
      const set = head === '= /' || head === '~ "\\.html$"' ? 'page' : 'asset';
      expect({ head, include: body.match(/headers\/(\w+)\.conf/g) }).toEqual({
        head,
        include: [`headers/${set}.conf`],
      });
    }
  });

  it('gives fragments the cache-policy.js Cache-Control with the configured timings', () => {
    expect(conf).toContain(`"~${FRAGMENT_LOCATION}" "${cachePolicy.fragmentCacheControl(timings)}";`);
    expect(conf).toContain(`"~${cachePolicy.HASHED.source}" "${cachePolicy.IMMUTABLE}";`);
    expect(conf).toContain('listen 127.0.0.1:9444 ssl http2;');
    expect(conf).toContain('root "/repo/mf-alpha/dist/client";');
    expect(conf).toContain('rewrite ^/remotes/alpha(/.*)$ $1 last;');
  });

  it('matches cache-policy.js on which files are fragments', () => {
    const re = new RegExp(FRAGMENT_LOCATION);
    for (const p of [
      '/fragments/DtfPage.html',
      '/fragments/a.html',
      '/fragments/x/y.html',
      '/fragments/DtfPage.html.gz',
      '/DtfPage.html',
      '/x/fragments/A.html',
    ]) {
      expect({ p, fragment: re.test(p) }).toEqual({
        p,
        fragment: cachePolicy.cacheControlFor(p).includes('stale-if-error'),
      });
    }
  });
});

describe('helpers', () => {
  it('never writes a value nginx would read as a variable', () => {
    expect(() => str('a$b')).toThrow(/\$/);
    expect(str('say "hi"')).toBe('"say \\"hi\\""');
    expect(() => headerInclude({ 'X-A': 'cost $5' })).toThrow();
    expect(() => upstreamOf('https://evil.example/";include /etc/passwd;"')).toThrow();
  });

  it('reads a remote URL into an upstream', () => {
    expect(upstreamOf('https://localhost:8444')).toMatchObject({
      tls: true,
      address: '127.0.0.1',
      hostname: 'localhost',
      port: 8444,
      basePath: '',
    });
    expect(upstreamOf('http://cdn.example/a/b/')).toMatchObject({
      tls: false,
      address: 'cdn.example',
      port: 80,
      basePath: '/a/b',
    });
  });

  it('rejects remote names nginx could not carry', () => {
    expect(() => siteFiles({ ...base, remotes: { 'Bad name': 'https://x.example' } })).toThrow(/bad remote name/);
  });
});
