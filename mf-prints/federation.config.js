/** Module Federation settings of the print-services remote (see docs/REMOTE_CONTRACT.md). */
const { appNamed } = require('../shared/src/apps/apps');

module.exports = {
  ...appNamed('prints'), // name, cssKey and port, from the apps table
  dir: __dirname,
  /** Link-preview cards and JSON-LD of the exposed pages, made at build time (build-tools/page-seo.js). */
  seo: './src/seo/pageSeo.tsx',
  exposes: {
    DtfPage: './src/features/dtf/DtfPage.tsx',
    SublimacionPage: './src/features/sublimacion/SublimacionPage.tsx',
    SerigrafiaPage: './src/features/serigrafia/SerigrafiaPage.tsx',
    LonaPage: './src/features/lona/LonaPage.tsx',
    VinylPage: './src/features/vinyl/VinylPage.tsx',
    OneVisionPage: './src/features/one-vision/OneVisionPage.tsx',
    CoroplastPage: './src/features/coroplast/CoroplastPage.tsx',
  },
};
