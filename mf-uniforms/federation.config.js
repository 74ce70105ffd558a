/** Module Federation remote of the sports uniform catalogues (see docs/REMOTE_CONTRACT.md). */
const { appNamed } = require('../shared/src/apps/apps');

module.exports = {
  ...appNamed('uniforms'), // name, cssKey and port, from the apps table
  dir: __dirname,
  /** Link-preview cards and JSON-LD of the exposed pages, made at build time (build-tools/page-seo.js). */
  seo: './src/seo/pageSeo.ts',
  exposes: {
    BasquetbolPage: './src/features/basketball/BasquetbolPage.tsx',
    FutbolPage: './src/features/football/FutbolPage.tsx',
    SoftbolPage: './src/features/softball/SoftbolPage.tsx',
    BeisbolPage: './src/features/baseball/BeisbolPage.tsx',
    VoleibolPage: './src/features/volleyball/VoleibolPage.tsx',
  },
};
