import { jsonScriptTag, readJsonScript } from './jsonScripts';

it('reads back what it wrote, with a value that tries to close the script kept inside it', () => {
  const value = { main: '/main.js', note: '</script><script>alert(1)</script> & <!--' };
  const page = `<head>${jsonScriptTag('shell-scripts', value)}<script>x()</script></head>`;
  expect(page.match(/<\/script>/g)).toHaveLength(2);
  expect(readJsonScript(page, 'shell-scripts')).toEqual(value);
});

it('gives null for a block that is missing, of another id, or not JSON', () => {
  const page = jsonScriptTag('mf-remotes', ['a']);
  expect(readJsonScript(page, 'mf-scripts')).toBeNull();
  expect(readJsonScript('<p>no block</p>', 'mf-remotes')).toBeNull();
  expect(readJsonScript('<script id="mf-remotes" type="application/json">{not json</script>', 'mf-remotes')).toBeNull();
});
