#!/usr/bin/env node
/**
 * Build step (npm "prebuild"/"predev"): writes the jersey art of every catalogue model to
 * public/art/<sport>/<id>.svg (and <id>-back.svg for football's 3D viewer). public/ is copied to
 * dist/client/ by the build, so the composed site serves them under /remotes/uniforms/art/...
 *
 * The generator and the catalogue data are the same TypeScript modules the pages use; this file
 * loads them with TypeScript's own transpiler (no extra dependency, no second copy of the rules).
 */
const fs = require('fs');
const path = require('path');
// Module's private hooks (_resolveFilename, _compile) are how a CommonJS loader extension works; Node's types leave them out.
/** @typedef {(this: unknown, request: string, ...rest: unknown[]) => string} ResolveFilename */
/** @typedef {NodeJS.Module & { _compile: (code: string, filename: string) => void }} CompilingModule */
const Module = /** @type {typeof import('module') & { _resolveFilename: ResolveFilename }} */ (require('module'));
const ts = require('typescript');

const PKG = path.resolve(__dirname, '..');
const SHARED_SRC = path.resolve(PKG, '../shared/src');
const OUT = path.join(PKG, 'public');

// '@estampa/shared/x' -> ../shared/src/x (the same alias webpack, jest and tsc use).
const resolve = Module._resolveFilename;
/** @type {ResolveFilename} */
Module._resolveFilename = function (request, ...rest) {
  const mapped = request.startsWith('@estampa/shared/')
    ? path.join(SHARED_SRC, request.slice('@estampa/shared/'.length))
    : request;
  return resolve.call(this, mapped, ...rest);
};
for (const ext of ['.ts', '.tsx']) {
  require.extensions[ext] = function (module, filename) {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        jsx: ts.JsxEmit.ReactJSX,
      },
    });
    /** @type {CompilingModule} */ (module)._compile(outputText, filename);
  };
}

const { artFiles } = require('../src/build/artFiles'); // .ts: resolved through the extension registered above

const started = Date.now();
const files = artFiles();
fs.rmSync(path.join(OUT, 'art'), { recursive: true, force: true });
let bytes = 0;
for (const file of files) {
  const target = path.join(OUT, file.path);
  if (!target.startsWith(OUT + path.sep)) throw new Error(`refusing to write outside public/: ${file.path}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.contents);
  bytes += Buffer.byteLength(file.contents);
}
console.log(
  `mf-uniforms: ${files.length} jersey SVGs written to public/art (${Math.round(bytes / 1024)} KB) in ${Date.now() - started} ms`,
);
