/** Module Federation remote of the basketball order builder (see docs/REMOTE_CONTRACT.md). */
const { appNamed } = require('../shared/src/apps/apps');

module.exports = {
  ...appNamed('order'), // name, cssKey and port, from the apps table
  dir: __dirname,
  /** Link-preview cards and JSON-LD of the exposed pages, made at build time (build-tools/page-seo.js). */
  seo: './src/seo/pageSeo.ts',
  exposes: { PedidoPage: './src/features/order/PedidoPage.tsx' },
};
