// Small fake builds for the deploy's unit tests: the files a real build has, where it has them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHARED_OK = {
  react: '^19.3.1',
  'react/': '^19.3.1',
  'react-dom': '^19.3.1',
  'react-dom/': '^19.3.1',
  '@emotion/react': '^11.14.0',
  '@emotion/react/jsx-runtime': '^11.14.0',
  '@emotion/cache': '^11.14.0',
};

export const PROVIDED = {
  react: '19.3.1',
  'react/': '19.3.1',
  'react-dom': '19.3.1',
  'react-dom/': '19.3.1',
  '@emotion/react': '11.14.0',
  '@emotion/react/jsx-runtime': '11.14.0',
  '@emotion/cache': '11.14.0',
};

export const CONTRACT = {
  shell: { buildId: 'shell-test' },
  routes: {
    '/impresiones/dtf': { remote: 'prints', module: 'DtfPage' },
    '/impresiones/lona': { remote: 'prints', module: 'LonaPage' },
    '/productos/tazas': { remote: 'products', module: 'TazasPage' },
  },
  shared: PROVIDED,
};

export function tempDir(label: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `estampa-deploy-test-${label}-`));
}

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

export type FakeRemote = {
  name?: string;
  buildId: string;
  exposes?: string[];
  /** Hashed chunk names, e.g. '12.0123456789.js' (each gets a .br beside it). */
  chunks?: string[];
  /** What each page's server bundle exports as default (JS source); 'none' writes no bundle. */
  serverExport?: (name: string) => string | 'none';
  fragment?: (name: string, remote: string, buildId: string) => string | null;
  shared?: Record<string, string | false> | null;
};

export const goodFragment = (name: string, remote: string, buildId: string) =>
  `<style>.a{}</style><div data-island="${remote}/${name}" data-build="${buildId}" data-css-key="prn"><h1 class="x">Título</h1></div>`;

/** A remote's dist folder: build.json, client/ (entry, chunks, fragments), server/ (page bundles). */
export function fakeRemoteBuild(dist: string, o: FakeRemote) {
  const name = o.name ?? 'prints';
  const exposes = o.exposes ?? ['DtfPage', 'LonaPage'];
  const info = { name, buildId: o.buildId, cssKey: 'prn', exposes };
  write(path.join(dist, 'build.json'), JSON.stringify(info));
  write(path.join(dist, 'client/build.json'), JSON.stringify(info));
  // The Module Federation manifest, in the shape @module-federation/enhanced writes it.
  const shared = Object.entries(o.shared ?? SHARED_OK).map(([key, requiredVersion]) => ({
    id: `${name}:${key}`,
    name: key,
    version: '0.0.0',
    singleton: true,
    requiredVersion,
  }));
  const manifest = {
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: o.buildId }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: o.shared === null ? undefined : shared,
    exposes: exposes.map((e) => ({
      id: `${name}:${e}`,
      name: e,
      path: `./${e}`,
      assets: { js: { sync: [`__federation_expose_${e}.${o.buildId}.js`], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  write(path.join(dist, 'client/mf-manifest.json'), JSON.stringify(manifest));
  write(path.join(dist, 'client/remoteEntry.js'), `/* entry of ${o.buildId} */`);
  write(path.join(dist, 'client/remoteEntry.js.br'), `br of entry of ${o.buildId}`);
  write(path.join(dist, 'client/art/logo.svg'), `<svg><!-- ${o.buildId} --></svg>`);
  for (const chunk of o.chunks ?? []) {
    write(path.join(dist, 'client', chunk), `/* ${chunk} */`);
    write(path.join(dist, 'client', `${chunk}.br`), `br ${chunk}`);
  }
  for (const page of exposes) {
    const fragment = (o.fragment ?? goodFragment)(page, name, o.buildId);
    if (fragment !== null) write(path.join(dist, 'client/fragments', `${page}.html`), fragment);
    const exported = o.serverExport ? o.serverExport(page) : 'function Page() { return null; }';
    if (exported !== 'none')
      write(
        path.join(dist, 'server', `${page}.js`),
        `exports.default = ${exported};\nexports.buildId = ${JSON.stringify(o.buildId)};\n`,
      );
  }
  return dist;
}

/** A shell's dist folder: client/ (main.js, hashed chunks), templates/ (routes.json, contract.json), build.json. */
export function fakeShellBuild(dist: string, o: { buildId: string; chunks?: string[]; contract?: object }) {
  write(path.join(dist, 'build.json'), JSON.stringify({ name: 'shell', buildId: o.buildId }));
  write(path.join(dist, 'client/main.js'), `/* main of ${o.buildId} */`);
  for (const chunk of o.chunks ?? []) write(path.join(dist, 'client', chunk), `/* ${chunk} */`);
  write(path.join(dist, 'templates/index.html'), `<html>${o.buildId}</html>`);
  write(path.join(dist, 'templates/impresiones/dtf.html'), `<html>dtf ${o.buildId}</html>`);
  write(
    path.join(dist, 'templates/routes.json'),
    JSON.stringify({ routes: { '/': 'index.html', '/impresiones/dtf': 'impresiones/dtf.html' }, notFound: '404.html' }),
  );
  write(
    path.join(dist, 'templates/contract.json'),
    JSON.stringify(o.contract ?? { ...CONTRACT, shell: { buildId: o.buildId } }),
  );
  return dist;
}
