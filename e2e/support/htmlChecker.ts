// The W3C Nu HTML Checker (vnu-jar: the checker behind validator.w3.org), run once over many
// documents. It needs Java 11+ (Debian's default-jre-headless; .ci/run installs it).
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const VNU_JAR = require('vnu-jar') as string;

/** Why the checker cannot run here, or null. */
export function checkerMissing(): string | null {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return java.status === 0
    ? null
    : 'the W3C HTML checker needs Java (apt-get install -y default-jre-headless; .ci/run does)';
}

type Message = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

/**
 * Checks each document (name → HTML) and returns, per name, its errors and warnings as lines
 * ("line 3: message «extract»"); infos (such as "trailing slash on void elements") are left out.
 */
export async function checkHtml(documents: Record<string, string | Buffer>): Promise<Record<string, string[]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const names = new Map<string, string>();
  Object.entries(documents).forEach(([name, html], i) => {
    const file = path.join(dir, `${i}.html`);
    fs.writeFileSync(file, html);
    names.set(path.basename(file), name);
  });
  const out = await new Promise<string>((resolve, reject) =>
    // Exit 1 means "found errors": the report is what matters.
    execFile(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--stdout',
        '--also-check-css',
        ...[...names.keys()].map((f) => path.join(dir, f)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (stdout ? resolve(stdout) : reject(error ?? new Error(stderr))),
    ),
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const found: Record<string, string[]> = Object.fromEntries([...names.values()].map((n) => [n, []]));
  for (const m of (JSON.parse(out) as { messages: Message[] }).messages) {
    if (m.type === 'info' && m.subType !== 'warning') continue;
    const name = names.get(path.basename(m.url ?? '')) ?? '(checker)';
    (found[name] ??= []).push(`${m.subType ?? m.type} line ${m.lastLine ?? '?'}: ${m.message} «${m.extract ?? ''}»`);
  }
  return found;
}
