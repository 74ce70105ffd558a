/** Module Federation remote of the product pages (see docs/REMOTE_CONTRACT.md). */
const { name, cssKey, port } = require('../shared/src/apps/apps').appNamed('products'); // the apps table

module.exports = {
  name,
  cssKey,
  port,
  dir: __dirname,
  exposes: {
    TshirtsPage: './src/features/tshirts/TshirtsPage.tsx',
    PolosPage: './src/features/polos/PolosPage.tsx',
    CombosPage: './src/features/combos/CombosPage.tsx',
    TazasPage: './src/features/mugs/TazasPage.tsx',
    TermosPage: './src/features/bottles/TermosPage.tsx',
    UniformesEscolaresPage: './src/features/school-uniforms/UniformesEscolaresPage.tsx',
  },
};
