// A small Server Side Includes processor: the subset the templates use, with nginx's semantics.
//   <!--# block name="x" -->...<!--# endblock -->   defines a stub
//   <!--# include virtual="/path" stub="x" -->       replaced by the resolved body, or the stub
// resolve(virtualPath) returns a string, or null when the include failed (then the stub is used).

const BLOCK = /<!--#\s*block\s+name="([\w-]+)"\s*-->([\s\S]*?)<!--#\s*endblock\s*-->/g;
const INCLUDE = /<!--#\s*include\s+virtual="([^"]+)"(?:\s+stub="([\w-]+)")?\s*-->/g;

async function processSsi(template, resolve) {
  const blocks = new Map();
  const withoutBlocks = template.replace(BLOCK, (_m, name, body) => {
    blocks.set(name, body);
    return '';
  });
  const includes = [...withoutBlocks.matchAll(INCLUDE)];
  const bodies = await Promise.all(
    includes.map(async ([, virtual, stub]) => {
      let body = null;
      try {
        body = await resolve(virtual);
      } catch {
        body = null;
      }
      if (body == null) body = stub && blocks.has(stub) ? blocks.get(stub) : '';
      return body;
    }),
  );
  let i = 0;
  return withoutBlocks.replace(INCLUDE, () => bodies[i++]);
}

module.exports = { processSsi };
