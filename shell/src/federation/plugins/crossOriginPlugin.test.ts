import { createInstance } from '@module-federation/enhanced/runtime';
import { createCrossOriginPlugin } from './crossOriginPlugin';

let n = 0;

/** The <script> a real federation runtime adds for a remote's entry, with or without the plugin. */
async function entryScript(plugins: ReturnType<typeof createCrossOriginPlugin>[]) {
  document.head.innerHTML = '';
  // An entry of its own per instance: the runtime shares a loading entry between instances.
  const ENTRY = `https://prints.example/${(n += 1)}/remoteEntry.js`;
  const instance = createInstance({ name: `cors-host-${n}`, remotes: [{ name: 'prints', entry: ENTRY }], plugins });
  void instance.loadRemote('prints/DtfPage').catch(() => {}); // jsdom never runs it: only the tag matters
  await new Promise((r) => setTimeout(r, 0));
  return document.querySelector<HTMLScriptElement>(`script[src="${ENTRY}"]`);
}

describe('cross-origin plugin', () => {
  it("loads a remote's entry as a CORS script, so its errors name their file", async () => {
    const script = await entryScript([createCrossOriginPlugin()]);
    expect(script).not.toBeNull();
    expect(script!.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('is what adds the attribute (the runtime alone does not)', async () => {
    const script = await entryScript([]);
    expect(script).not.toBeNull();
    expect(script!.hasAttribute('crossorigin')).toBe(false);
  });
});
