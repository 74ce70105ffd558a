/** @jest-environment node */
import { compileSsi } from './ssi';

describe('compileSsi', () => {
  const template =
    '<head><!--# include virtual="/_mf/remotes/prints.html" --></head>' +
    '<main><!--# block name="fallback" --><p>Sin conexión</p><!--# endblock --><!--# include virtual="/_fragments/prints/DtfPage.html" stub="fallback" --></main>';

  it('compiles a template once and renders it with bodies (null → stub)', () => {
    const compiled = compileSsi(template);
    expect(compiled.includes).toEqual(['/_mf/remotes/prints.html', '/_fragments/prints/DtfPage.html']);
    expect(compiled.render(['cfg', '<div>dtf</div>'])).toBe('<head>cfg</head><main><div>dtf</div></main>');
    expect(compiled.render([null, null])).toBe('<head></head><main><p>Sin conexión</p></main>');
    expect(compileSsi('sin directivas').render([])).toBe('sin directivas');
  });

  it('does not re-process directives inside included content', () => {
    expect(compileSsi('<!--# include virtual="/a" -->').render(['<!--# include virtual="/etc/passwd" -->'])).toBe(
      '<!--# include virtual="/etc/passwd" -->',
    );
  });
});
