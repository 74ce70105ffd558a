/** @jest-environment node */
// Proves the shell's typecheck catches a remote that breaks an exposed page's signature: a copy of
// mf-prints' federated types (from `npm run build`) is changed, and tsc over the shell's check
// (remotePages.ts + the generated map) is run against it, exactly as `npm run typecheck` resolves it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const TYPES = path.join(ROOT, 'mf-prints/dist/types/@mf-types');
const GENERATED = path.join(ROOT, 'types/federated-pages.generated.d.ts');
const DTF = 'compiled-types/mf-prints/src/features/dtf/DtfPage.d.ts';

let work: string;

beforeAll(() => {
  if (!fs.existsSync(path.join(TYPES, DTF)) || !fs.existsSync(GENERATED))
    throw new Error('mf-prints federated types not found: run `npm run build` and `npm run typecheck` first');
  // Inside the repository, so the copied declarations resolve React and emotion from node_modules.
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  work = fs.mkdtempSync(path.join(ROOT, '.tmp', 'federated-types-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** tsc over the shell's page check, with mf-prints' types taken from a copy changed by `change`. */
function typecheckWith(label: string, change: (dtfDeclaration: string) => string) {
  const copy = path.join(work, label);
  fs.cpSync(TYPES, copy, { recursive: true });
  const file = path.join(copy, DTF);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.base.json'), 'utf8'));
  const paths = Object.fromEntries(
    Object.entries(base.compilerOptions.paths as Record<string, string[]>).map(([k, v]) => [
      k,
      k === 'prints/*' ? [`${copy}/*`] : v.map((p) => path.join(ROOT, p)),
    ]),
  );
  const tsconfig = path.join(work, `${label}.tsconfig.json`);
  fs.writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.json'),
      compilerOptions: { paths, noEmit: true, types: [] },
      include: [path.join(ROOT, 'types'), path.join(ROOT, 'shell/src/federation/remotePages.ts')],
    }),
  );
  try {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', tsconfig], { encoding: 'utf8' });
    return { passed: true, output: '' };
  } catch (error) {
    return { passed: false, output: String((error as { stdout?: string }).stdout) };
  }
}

describe("the shell's typecheck of the remotes' exposed pages", () => {
  it('passes with the types as mf-prints builds them', () => {
    expect(typecheckWith('unchanged', (d) => d)).toEqual({ passed: true, output: '' });
  }, 60_000);

  it('fails, naming the page and the prop, when an exposed page starts requiring a prop', () => {
    const result = typecheckWith('required-prop', (d) =>
      d.replace('function DtfPage()', 'function DtfPage(props: { cliente: string })'),
    );
    expect(result.passed).toBe(false);
    expect(result.output).toContain("'prints/DtfPage'");
    expect(result.output).toContain("Property 'cliente' is missing");
  }, 60_000);

  it('fails when an exposed module no longer has a component as its default export', () => {
    const result = typecheckWith(
      'no-component',
      () => 'declare const page: { title: string };\nexport default page;\n',
    );
    expect(result.passed).toBe(false);
    expect(result.output).toContain("'prints/DtfPage'");
  }, 60_000);
});
