/** Module Federation remote of the sports uniform catalogues (see docs/REMOTE_CONTRACT.md). */
const { name, cssKey, port } = require('../shared/src/apps/apps').appNamed('uniforms'); // the apps table

module.exports = {
  name,
  cssKey,
  port,
  dir: __dirname,
  exposes: {
    BasquetbolPage: './src/features/basketball/BasquetbolPage.tsx',
    FutbolPage: './src/features/football/FutbolPage.tsx',
    SoftbolPage: './src/features/softball/SoftbolPage.tsx',
    BeisbolPage: './src/features/baseball/BeisbolPage.tsx',
    VoleibolPage: './src/features/volleyball/VoleibolPage.tsx',
  },
};
