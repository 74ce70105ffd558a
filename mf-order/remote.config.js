/** Module Federation remote of the basketball order builder (see docs/REMOTE_CONTRACT.md). */
const { appNamed } = require('../shared/src/apps/apps');

module.exports = {
  ...appNamed('order'), // name, cssKey and port, from the apps table
  dir: __dirname,
  exposes: { PedidoPage: './src/features/order/PedidoPage.tsx' },
};
