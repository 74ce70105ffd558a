/** One jest run over every package; tests live beside the code they test. */
const path = require('path');

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared/src', '<rootDir>/shared/build', '<rootDir>/shared/deploy', '<rootDir>/shell', '<rootDir>/deploy', '<rootDir>/scripts', '<rootDir>/mf-prints/src', '<rootDir>/mf-products/src', '<rootDir>/mf-uniforms/src', '<rootDir>/mf-order/src'].filter((p) =>
    require('fs').existsSync(p.replace('<rootDir>', __dirname)),
  ),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          jsxImportSource: '@emotion/react',
          module: 'Node16',
          moduleResolution: 'Node16',
          esModuleInterop: true,
          isolatedModules: true,
          strict: true,
          paths: { '@estampa/shared/*': [path.join(__dirname, 'shared/src/*')] },
        },
        diagnostics: false,
      },
    ],
  },
  moduleNameMapper: {
    '^@estampa/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
    '\\.css$': path.join(__dirname, 'shared/test/styleMock.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'shared/test/setup.ts')],
};
