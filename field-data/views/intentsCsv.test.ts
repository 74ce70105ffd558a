/** @jest-environment node */
import { intentsCsv } from './intentsCsv';

const row = (over: Partial<Parameters<typeof intentsCsv>[0][number]> = {}) => ({
  day: '2024-05-02',
  kind: 'whatsapp',
  item: 'dtf',
  app: 'prints',
  route: '/impresiones/dtf',
  count: 3,
  ...over,
});

describe('intentsCsv', () => {
  it('is a header and one line per row, every line ending in CRLF', () => {
    const csv = intentsCsv([
      row(),
      row({ kind: 'contact', item: 'contacto', app: 'shell', route: '/contacto', count: 1 }),
    ]);
    expect(csv).toBe(
      '\uFEFFdia,tipo,producto_o_servicio,app,pagina,cantidad\r\n' +
        '2024-05-02,whatsapp,dtf,prints,/impresiones/dtf,3\r\n' +
        '2024-05-02,contact,contacto,shell,/contacto,1\r\n',
    );
  });

  it('is only the header when there is nothing to export', () => {
    expect(intentsCsv([])).toBe('\uFEFFdia,tipo,producto_o_servicio,app,pagina,cantidad\r\n');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    const [, line] = intentsCsv([row({ item: 'taza "mágica", 11 oz', route: '/a\nb' })]).split('\r\n');
    expect(line).toBe('2024-05-02,whatsapp,"taza ""mágica"", 11 oz",prints,"/a\nb",3');
  });

  it.each([
    ['=HYPERLINK("http://x.example","clic")', `"'=HYPERLINK(""http://x.example"",""clic"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('keeps %j from running as a formula: it is written %j', (item, field) => {
    const csv = intentsCsv([row({ item })]);
    expect(csv).toBe(
      `\uFEFFdia,tipo,producto_o_servicio,app,pagina,cantidad\r\n2024-05-02,whatsapp,${field},prints,/impresiones/dtf,3\r\n`,
    );
  });

  it('neutralises every text field, not only the item', () => {
    const [, line] = intentsCsv([row({ app: '=cmd', route: '-x' })]).split('\r\n');
    expect(line).toBe("2024-05-02,whatsapp,dtf,'=cmd,'-x,3");
  });

  it('leaves a field that only contains those characters later as it is', () => {
    const [, line] = intentsCsv([row({ item: 'camiseta-azul@2x', route: '/a=b' })]).split('\r\n');
    expect(line).toBe('2024-05-02,whatsapp,camiseta-azul@2x,prints,/a=b,3');
  });

  it('writes a missing item as an empty field and counts as plain integers', () => {
    const [, line] = intentsCsv([row({ item: null, count: 1234 })]).split('\r\n');
    expect(line).toBe('2024-05-02,whatsapp,,prints,/impresiones/dtf,1234');
  });
});
