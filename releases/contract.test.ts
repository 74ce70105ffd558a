/** @jest-environment node */
import { CONTRACT, PROVIDED, SHARED_OK, goodFragment } from './testing/fakeBuilds';
import { type BuildFacts, type Contract, checkContract, validateContract, packageOf } from './contract';

type Page = { defaultExport?: string; fragment?: string | null; serverFile?: string; fragmentFile?: string };

function build(
  over: {
    name?: string;
    exposes?: string[];
    pages?: Record<string, Page>;
    shared?: Record<string, string | false> | undefined;
  } = {},
) {
  const name = over.name ?? 'prints';
  const exposes = over.exposes ?? ['DtfPage', 'LonaPage'];
  const pages: Record<string, Page> = {};
  for (const e of exposes)
    pages[e] = {
      defaultExport: 'function',
      fragment: goodFragment(e, name, 'b1'),
      serverFile: `server/${e}.js`,
      fragmentFile: `client/fragments/${e}.html`,
    };
  return {
    name,
    buildId: 'b1',
    exposes,
    pages: { ...pages, ...over.pages },
    shared: 'shared' in over ? over.shared : SHARED_OK,
  };
}

const messages = (contract: Contract, b: BuildFacts) => checkContract(contract, b).map((p) => p.message);

describe('checkContract', () => {
  it('accepts a build that exposes every page its routes need, with fragments and compatible shared versions', () => {
    expect(checkContract(CONTRACT, build())).toEqual([]);
  });

  it('checks only the routes of the build’s own remote', () => {
    // products/TazasPage is not in a prints build, and that is not prints' business.
    expect(messages(CONTRACT, build())).toEqual([]);
    expect(messages(CONTRACT, build({ name: 'products', exposes: ['TazasPage'] }))).toEqual([]);
  });

  it('has nothing to say about a remote the route table does not use', () => {
    expect(checkContract(CONTRACT, build({ name: 'order', exposes: [], shared: undefined }))).toEqual([]);
  });

  it('refuses a build that no longer exposes a module a route needs, naming the route', () => {
    const problems = checkContract(CONTRACT, build({ exposes: ['LonaPage'] }));
    expect(problems).toEqual([
      {
        routes: ['/impresiones/dtf'],
        reason: 'needs prints/DtfPage, which the new build does not expose',
        message: 'Refused: /impresiones/dtf needs prints/DtfPage, which the new build does not expose',
      },
    ]);
  });

  it('refuses an exposed module that is not a page (no default export function)', () => {
    expect(
      messages(
        CONTRACT,
        build({
          pages: { DtfPage: { defaultExport: 'undefined', fragment: goodFragment('DtfPage', 'prints', 'b1') } },
        }),
      ),
    ).toEqual([
      'Refused: /impresiones/dtf needs prints/DtfPage to be a page, but the default export of server/DtfPage.js is not a function (it is undefined)',
    ]);
    expect(
      messages(
        CONTRACT,
        build({
          pages: {
            LonaPage: {
              defaultExport: 'object',
              fragment: goodFragment('LonaPage', 'prints', 'b1'),
              serverFile: 'server/LonaPage.js',
            },
          },
        }),
      ),
    ).toEqual([
      'Refused: /impresiones/lona needs prints/LonaPage to be a page, but the default export of server/LonaPage.js is not a function (it is object)',
    ]);
  });

  it('refuses a page whose server bundle is missing or fails to load', () => {
    expect(
      messages(
        CONTRACT,
        build({
          pages: { DtfPage: { defaultExport: 'missing file', fragment: goodFragment('DtfPage', 'prints', 'b1') } },
        }),
      ),
    ).toEqual([
      'Refused: /impresiones/dtf needs prints/DtfPage, whose server bundle server/DtfPage.js is missing from the new build',
    ]);
    expect(
      messages(
        CONTRACT,
        build({
          pages: { DtfPage: { defaultExport: 'load error: boom', fragment: goodFragment('DtfPage', 'prints', 'b1') } },
        }),
      ),
    ).toEqual([
      'Refused: /impresiones/dtf needs prints/DtfPage, whose server bundle server/DtfPage.js fails to load (boom)',
    ]);
  });

  it('does not judge the default export when it was not inspected (a published release has no server bundles)', () => {
    expect(
      messages(CONTRACT, build({ pages: { DtfPage: { fragment: goodFragment('DtfPage', 'prints', 'b1') } } })),
    ).toEqual([]);
  });

  it('refuses a page without its fragment', () => {
    expect(
      messages(
        CONTRACT,
        build({
          pages: {
            DtfPage: { defaultExport: 'function', fragment: null, fragmentFile: 'client/fragments/DtfPage.html' },
          },
        }),
      ),
    ).toEqual(['Refused: /impresiones/dtf needs prints/DtfPage, which has no fragment client/fragments/DtfPage.html']);
  });

  it('refuses a fragment without the island marker of that module, or without an <h1>', () => {
    const other = goodFragment('LonaPage', 'prints', 'b1'); // marker of another page
    expect(
      messages(
        CONTRACT,
        build({
          pages: {
            DtfPage: { defaultExport: 'function', fragment: other, fragmentFile: 'client/fragments/DtfPage.html' },
          },
        }),
      ),
    ).toEqual([
      'Refused: /impresiones/dtf needs prints/DtfPage, whose fragment client/fragments/DtfPage.html lacks the island marker data-island="prints/DtfPage"',
    ]);
    const noH1 = '<div data-island="prints/DtfPage" data-build="b1"><h2>Sub</h2><header>x</header><h10>no</h10></div>';
    expect(
      messages(
        CONTRACT,
        build({
          pages: {
            DtfPage: { defaultExport: 'function', fragment: noH1, fragmentFile: 'client/fragments/DtfPage.html' },
          },
        }),
      ),
    ).toEqual([
      'Refused: /impresiones/dtf needs prints/DtfPage, whose fragment client/fragments/DtfPage.html has no <h1>',
    ]);
    const plainH1 = '<div data-island="prints/DtfPage"><H1>Título</H1></div>';
    expect(messages(CONTRACT, build({ pages: { DtfPage: { defaultExport: 'function', fragment: plainH1 } } }))).toEqual(
      [],
    );
  });

  it('calls the build by the label given (the shell’s deploy checks the live remote releases)', () => {
    expect(
      checkContract(CONTRACT, build({ exposes: ['LonaPage'] }), { label: 'the live prints release r1' })[0].message,
    ).toBe('Refused: /impresiones/dtf needs prints/DtfPage, which the live prints release r1 does not expose');
  });

  it('reports every problem of every route, not just the first', () => {
    const problems = checkContract(
      CONTRACT,
      build({ exposes: ['LonaPage'], pages: { LonaPage: { defaultExport: 'undefined', fragment: null } } }),
    );
    expect(problems.map((p: { routes: string[] }) => p.routes)).toEqual([
      ['/impresiones/dtf'],
      ['/impresiones/lona'],
      ['/impresiones/lona'],
    ]);
  });

  describe('shared singletons', () => {
    const allRoutes = '/impresiones/dtf, /impresiones/lona';

    it('refuses a React the host’s version does not satisfy, naming every route of the remote', () => {
      expect(messages(CONTRACT, build({ shared: { ...SHARED_OK, react: '^20.0.0' } }))).toEqual([
        `Refused: ${allRoutes} (prints) require react ^20.0.0, but the live shell provides react 19.3.1`,
      ]);
    });

    it('checks react-dom, emotion and subpath entries against the host version of the same key', () => {
      expect(
        messages(CONTRACT, build({ shared: { ...SHARED_OK, 'react-dom/': '~19.2.0', '@emotion/react': '^12.0.0' } })),
      ).toEqual([
        `Refused: ${allRoutes} (prints) require react-dom/ ~19.2.0, but the live shell provides react-dom/ 19.3.1`,
        `Refused: ${allRoutes} (prints) require @emotion/react ^12.0.0, but the live shell provides @emotion/react 11.14.0`,
      ]);
    });

    it('falls back to the package’s version for a subpath the host does not list', () => {
      expect(
        messages(CONTRACT, build({ shared: { ...SHARED_OK, '@emotion/react/jsx-dev-runtime': '^11.0.0' } })),
      ).toEqual([]);
      expect(
        messages(CONTRACT, build({ shared: { ...SHARED_OK, '@emotion/react/jsx-dev-runtime': '^10.0.0' } })),
      ).toEqual([
        `Refused: ${allRoutes} (prints) require @emotion/react/jsx-dev-runtime ^10.0.0, but the live shell provides @emotion/react/jsx-dev-runtime 11.14.0`,
      ]);
    });

    it('accepts a lower minimum, an exact match and a requirement switched off (false)', () => {
      expect(
        messages(
          CONTRACT,
          build({ shared: { ...SHARED_OK, react: '^19.0.0', 'react-dom': '19.3.1', '@emotion/cache': false } }),
        ),
      ).toEqual([]);
    });

    it('refuses an essential singleton the host does not provide; ignores other packages the host does not share', () => {
      const host = { ...PROVIDED } as Record<string, string>;
      delete host['react-dom'];
      delete host['react-dom/'];
      expect(messages({ ...CONTRACT, shared: host }, build())).toEqual([
        `Refused: ${allRoutes} (prints) require react-dom ^19.3.1, which the live shell does not provide`,
        `Refused: ${allRoutes} (prints) require react-dom/ ^19.3.1, which the live shell does not provide`,
      ]);
      expect(messages(CONTRACT, build({ shared: { ...SHARED_OK, lodash: '^4.0.0' } }))).toEqual([]);
    });

    it('refuses a remote that does not share an essential singleton the host provides (a second React)', () => {
      const shared = { ...SHARED_OK } as Record<string, string>;
      delete shared.react;
      expect(messages(CONTRACT, build({ shared }))).toEqual([
        `Refused: ${allRoutes} (prints) do not share react with the host: the page would run a second copy of it`,
      ]);
    });

    it('refuses a build that records no shared requirements (built before they were recorded)', () => {
      expect(messages(CONTRACT, build({ shared: undefined }))).toEqual([
        `Refused: ${allRoutes} (prints) cannot be checked: its mf-manifest.json records no shared modules ("shared"); rebuild it with the current build-tools`,
      ]);
    });

    it('names a range or a host version that is not one', () => {
      expect(messages(CONTRACT, build({ shared: { ...SHARED_OK, react: 'banana' } }))).toEqual([
        `Refused: ${allRoutes} (prints) require react "banana", which is not a version range`,
      ]);
      expect(messages({ ...CONTRACT, shared: { ...PROVIDED, react: 'latest' } }, build())).toEqual([
        `Refused: ${allRoutes} (prints) require react ^19.3.1, but the live shell's contract gives "latest", which is not a version`,
      ]);
    });
  });
});

describe('packageOf', () => {
  it('maps shared keys to their package', () => {
    expect(packageOf('react')).toBe('react');
    expect(packageOf('react/')).toBe('react');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@emotion/react/jsx-runtime')).toBe('@emotion/react');
    expect(packageOf('@emotion/cache')).toBe('@emotion/cache');
  });
});

describe('validateContract', () => {
  it('returns a well-formed contract and names what is wrong with a bad one', () => {
    expect(validateContract(CONTRACT, 'c.json')).toBe(CONTRACT);
    expect(() => validateContract(null, 'c.json')).toThrow('The shell contract c.json is not valid: not a JSON object');
    expect(() => validateContract({ shared: {} }, 'c.json')).toThrow('no "routes" object');
    expect(() => validateContract({ routes: { '/a': { remote: 'prints' } }, shared: {} }, 'c.json')).toThrow(
      'route /a has no remote/module',
    );
    expect(() => validateContract({ routes: {} }, 'c.json')).toThrow('no "shared" object');
  });
});
