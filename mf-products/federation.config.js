/** Module Federation remote of the product pages (see docs/REMOTE_CONTRACT.md). */
const { appNamed } = require('../shared/src/apps/apps');

module.exports = {
  ...appNamed('products'), // name, cssKey and port, from the apps table
  dir: __dirname,
  /** Link-preview cards and JSON-LD of the exposed pages, made at build time (build-tools/page-seo.js). */
  seo: './src/seo/pageSeo.tsx',
  exposes: {
    TshirtsPage: './src/features/tshirts/TshirtsPage.tsx',
    PolosPage: './src/features/polos/PolosPage.tsx',
    CombosPage: './src/features/combos/CombosPage.tsx',
    TazasPage: './src/features/mugs/TazasPage.tsx',
    TermosPage: './src/features/bottles/TermosPage.tsx',
    UniformesEscolaresPage: './src/features/school-uniforms/UniformesEscolaresPage.tsx',
  },
};
