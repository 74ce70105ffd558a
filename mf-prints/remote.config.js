/** Module Federation settings of the print-services remote (see docs/REMOTE_CONTRACT.md). */
module.exports = {
  name: 'prints',
  cssKey: 'prn',
  port: 3001,
  dir: __dirname,
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
