/** Module Federation remote of the basketball order builder (see docs/REMOTE_CONTRACT.md). */
module.exports = {
  name: 'order',
  cssKey: 'ord',
  port: 3004,
  dir: __dirname,
  /** Link-preview cards and JSON-LD of the exposed pages, made at build time (shared/build/page-seo.js). */
  seo: './src/seo/pageSeo.ts',
  exposes: { PedidoPage: './src/features/order/PedidoPage.tsx' },
};
