/** Module Federation remote of the basketball order builder (see docs/REMOTE_CONTRACT.md). */
module.exports = {
  name: 'order',
  cssKey: 'ord',
  port: 3004,
  dir: __dirname,
  exposes: { PedidoPage: './src/features/order/PedidoPage.tsx' },
};
