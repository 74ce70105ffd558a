// docs/product-rules.md is the written rule every catalogue's data must agree with: a price is
// written there and in the catalogue's data.ts, and nowhere else; each app's rules test reads it
// from here (the data tests, the page tests and e2e use the data).
import fs from 'node:fs';
import path from 'node:path';

const RULES_FILE = path.join(__dirname, '../../docs/product-rules.md');
const RULES = fs.readFileSync(RULES_FILE, 'utf8');

/** The lines of one part of the rules: from its `<a id="…"></a>` to the next. */
function sectionLines(id: string): string[] {
  const lines = RULES.split('\n');
  const start = lines.indexOf(`<a id="${id}"></a>`);
  if (start === -1) throw new Error(`${RULES_FILE} has no part <a id="${id}">`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('<a id="'));
  return lines.slice(start, end === -1 ? undefined : end);
}

/** The text of the bullet of docs/product-rules.md#catalogue that starts with `- **label**`, its wrapped lines joined. */
export function ruleBullet(label: string): string {
  const lines = sectionLines('catalogue');
  const start = lines.findIndex((line) => line.startsWith(`- **${label}**`));
  if (start === -1) throw new Error(`${RULES_FILE}#catalogue has no bullet "- **${label}**"`);
  const bullet = [lines[start]];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    bullet.push(line.trim());
  }
  return bullet.join(' ');
}

/**
 * The numbers listed after `lead`, up to the end of its sentence, leaving out what is in
 * parentheses: in "Prices 900 (sports uniform), 2200 (gala)." after "Prices", [900, 2200].
 */
export function numbersAfter(text: string, lead: string): number[] {
  const at = text.indexOf(lead);
  if (at === -1) throw new Error(`"${lead}" is not in the rule: ${text}`);
  const sentence = text.slice(at + lead.length).split(/\.(?:\s|$)/)[0];
  return (sentence.replace(/\([^)]*\)/g, '').match(/\d+/g) ?? []).map(Number);
}
