/** Module Federation remote of the basketball order builder (see docs/REMOTE_CONTRACT.md). */
const { name, cssKey, port } = require('../shared/src/apps/apps').appNamed('order'); // the apps table

module.exports = {
  name,
  cssKey,
  port,
  dir: __dirname,
  exposes: { PedidoPage: './src/features/order/PedidoPage.tsx' },
};
