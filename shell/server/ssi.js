// A small Server Side Includes processor: the subset the templates use, with nginx's semantics.
//   <!--# block name="x" -->...<!--# endblock -->   defines a stub
//   <!--# include virtual="/path" stub="x" -->       replaced by the resolved body, or the stub
// A template is compiled once (compileSsi) and rendered per request with the includes' bodies;
// a body of null means the include failed, and its stub (or nothing) is used instead.

const BLOCK = /<!--#\s*block\s+name="([\w-]+)"\s*-->([\s\S]*?)<!--#\s*endblock\s*-->/g;
const INCLUDE = /<!--#\s*include\s+virtual="([^"]+)"(?:\s+stub="([\w-]+)")?\s*-->/g;

/**
 * A compiled template: the virtual path of each include, in order, and the page for their bodies.
 * @typedef {{ includes: string[], render(bodies: (string | null | undefined)[]): string }} CompiledSsi
 */

/**
 * { includes, render(bodies) } for a template.
 * @param {string} template
 * @returns {CompiledSsi}
 */
function compileSsi(template) {
  /** @type {Map<string, string>} */
  const blocks = new Map();
  const withoutBlocks = template.replace(
    BLOCK,
    (/** @type {string} */ _m, /** @type {string} */ name, /** @type {string} */ body) => {
      blocks.set(name, body);
      return '';
    },
  );
  /** @type {string[]} */
  const parts = []; // literal text between includes; parts.length === includes.length + 1
  /** @type {{ virtual: string, stub: string }[]} */
  const includes = [];
  let last = 0;
  for (const m of withoutBlocks.matchAll(INCLUDE)) {
    parts.push(withoutBlocks.slice(last, m.index));
    includes.push({ virtual: m[1], stub: (m[2] && blocks.get(m[2])) ?? '' });
    last = m.index + m[0].length;
  }
  parts.push(withoutBlocks.slice(last));
  return {
    includes: includes.map(({ virtual }) => virtual),
    /** The page, with bodies[i] (or the stub when it is null) in place of include i. */
    render(bodies) {
      let out = parts[0];
      for (let i = 0; i < includes.length; i++) out += (bodies[i] ?? includes[i].stub) + parts[i + 1];
      return out;
    },
  };
}

/** A remote's fragment include: /_fragments/<remote>/<Page>.html → [, remote, page]. */
const FRAGMENT_INCLUDE = /^\/_fragments\/([a-z][\w-]*)\/([A-Za-z]\w*)\.html$/;

/**
 * The remote of each fragment a template includes, in order (the islands its page is made of).
 * @param {string} template @returns {string[]}
 */
function islandRemotes(template) {
  return compileSsi(template).includes.flatMap((virtual) => FRAGMENT_INCLUDE.exec(virtual)?.[1] ?? []);
}

module.exports = { compileSsi, islandRemotes, FRAGMENT_INCLUDE };
