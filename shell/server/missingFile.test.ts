import { isMissingFile } from './missingFile';

describe('isMissingFile', () => {
  it('takes a path with an extension for a file when a script, an image or a tool asks for it', () => {
    expect(isMissingFile('/falta.js', {})).toBe(true);
    expect(isMissingFile('/img/logo.png', { 'sec-fetch-dest': 'image' })).toBe(true);
    expect(isMissingFile('/main.0a1b.js', { 'sec-fetch-dest': 'script' })).toBe(true);
    expect(isMissingFile('/contacto.html', { accept: 'text/html' })).toBe(true);
  });

  it('takes it for a page when a browser opens it as one', () => {
    expect(isMissingFile('/contacto.html', { 'sec-fetch-dest': 'document' })).toBe(false);
    expect(isMissingFile('/index.php', { 'sec-fetch-dest': 'document' })).toBe(false);
  });

  it('never takes a path without an extension for a file', () => {
    expect(isMissingFile('/no-existe', {})).toBe(false);
    expect(isMissingFile('/uniformes/v2.0/', {})).toBe(false);
    expect(isMissingFile('/productos/tazas', { 'sec-fetch-dest': 'image' })).toBe(false);
  });
});
