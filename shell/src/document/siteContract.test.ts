/** @jest-environment node */
import { siteContract, renderSite } from './renderSite';

const CARDS = { '/': 'og/home.0123456789.png', '/contacto': 'og/contacto.0123456789.png' };
import { ROUTES } from '../routes/routeTable';

describe('siteContract (templates/contract.json, read by the remotes’ deploys)', () => {
  const shared = { react: '19.3.1', 'react-dom': '19.3.1', '@emotion/react': '11.14.0' };

  it('maps every route a remote renders to that remote and module, and lists the shared versions given', () => {
    const contract = siteContract(shared);
    expect(contract.routes['/impresiones/dtf']).toEqual({ remote: 'prints', module: 'DtfPage' });
    expect(contract.routes['/uniformes/basquetbol/pedido']).toEqual({ remote: 'order', module: 'PedidoPage' });
    expect(Object.keys(contract.routes)).toHaveLength(ROUTES.filter((r) => r.render.kind === 'remote').length);
    expect(contract.routes['/']).toBeUndefined();
    expect(contract.routes['/contacto']).toBeUndefined();
    expect(contract.shared).toEqual(shared);
    expect(contract.shell.buildId).toBe('dev'); // unbundled; the build puts its id here
  });

  it('is one of the files the build writes when the shared versions are given', () => {
    const file = renderSite({ scripts: { main: '/main.js' }, shared, cards: CARDS }).find(
      (f) => f.file === 'templates/contract.json',
    );
    expect(JSON.parse(file!.content)).toEqual(siteContract(shared));
    expect(
      renderSite({ scripts: { main: '/main.js' }, cards: CARDS }).some((f) => f.file === 'templates/contract.json'),
    ).toBe(false);
  });
});
