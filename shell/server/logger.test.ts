/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What a server's logger writes for one event, with LOG_FORMAT as given (stdout is a pipe here). */
function logged(format?: string) {
  const env = { ...process.env, LOG_FORMAT: format };
  if (format === undefined) delete env.LOG_FORMAT;
  const script = `require(${JSON.stringify(path.join(__dirname, 'logger.js'))}).createLogger({ name: 'composer' }).info({ remote: 'prints' }, 'remote down')`;
  return execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
}

describe('createLogger', () => {
  it('writes JSON lines when stdout is not a terminal (the journal, CI), unless LOG_FORMAT says pretty', () => {
    expect(JSON.parse(logged())).toMatchObject({ name: 'composer', remote: 'prints', msg: 'remote down' });
    expect(logged('pretty')).toMatch(/^\[\d\d:\d\d:\d\d\] INFO \(composer\): remote down \{"remote":"prints"\}\n$/);
  });

  it('names a LOG_FORMAT it does not know', () => {
    expect(() => logged('xml')).toThrow('LOG_FORMAT must be one of json, pretty, got "xml"');
  });
});
