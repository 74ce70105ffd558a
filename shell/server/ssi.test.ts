/** @jest-environment node */
const { processSsi, compileSsi } = require('./ssi');

describe('processSsi', () => {
  const template =
    '<head><!--# include virtual="/_mf/remotes/prints.html" --></head>' +
    '<main><!--# block name="fallback" --><p>Sin conexión</p><!--# endblock --><!--# include virtual="/_fragments/prints/DtfPage.html" stub="fallback" --></main>';

  it('replaces includes with what the resolver returns', async () => {
    const html = await processSsi(template, async (v: string) => `[${v}]`);
    expect(html).toBe('<head>[/_mf/remotes/prints.html]</head><main>[/_fragments/prints/DtfPage.html]</main>');
  });

  it('uses the stub block when an include fails or throws', async () => {
    const html = await processSsi(template, async (v: string) => {
      if (v.startsWith('/_fragments')) throw new Error('down');
      return 'cfg';
    });
    expect(html).toBe('<head>cfg</head><main><p>Sin conexión</p></main>');
    const html2 = await processSsi(template, async () => null);
    expect(html2).toBe('<head></head><main><p>Sin conexión</p></main>');
  });

  it('does not re-process directives inside included content', async () => {
    const html = await processSsi(
      '<!--# include virtual="/a" -->',
      async () => '<!--# include virtual="/etc/passwd" -->',
    );
    expect(html).toBe('<!--# include virtual="/etc/passwd" -->');
  });

  it('compiles a template once and renders it with bodies (null → stub)', () => {
    const compiled = compileSsi(template);
    expect(compiled.includes).toEqual(['/_mf/remotes/prints.html', '/_fragments/prints/DtfPage.html']);
    expect(compiled.render(['cfg', '<div>dtf</div>'])).toBe('<head>cfg</head><main><div>dtf</div></main>');
    expect(compiled.render([null, null])).toBe('<head></head><main><p>Sin conexión</p></main>');
    expect(compileSsi('sin directivas').render([])).toBe('sin directivas');
  });
});
