/** One jest run over every package; tests live beside the code they test. */
const path = require('path');

module.exports = {
  // The package by name (jest resolves 'jsdom' to it). @testing-library/react 16 needs
  // @testing-library/dom installed beside it (its peer dependency): both are in package.json for that.
  testEnvironment: 'jest-environment-jsdom',
  // Every core: jest's default keeps one for itself, which on a 2-core machine (CI's) leaves half of
  // it idle while the parent only reports (measured here: 189 s → 118 s for the whole run).
  maxWorkers: '100%',
  // A worker ends a full run holding 1.1-1.4 GB (jsdom and each file's module registry), and a Node
  // process that large takes 340-400 ms to exit on an idle 2-core machine (measured here), longer
  // while the other worker still runs: past jest's default 500 ms it is killed with "A worker process
  // has failed to exit gracefully", though no handle is left open (each file's active resources were
  // checked). A handle that really keeps a worker alive is still reported, after 3 s.
  workerGracefulExitTimeout: 3000,
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/shared/test',
    '<rootDir>/build-tools',
    '<rootDir>/releases',
    '<rootDir>/field-data',
    '<rootDir>/serving',
    '<rootDir>/shell',
    '<rootDir>/production',
    '<rootDir>/scripts',
    '<rootDir>/e2e/support',
    '<rootDir>/mf-prints/src',
    '<rootDir>/mf-products/src',
    '<rootDir>/mf-uniforms/src',
    '<rootDir>/mf-order/src',
  ].filter((p) => require('fs').existsSync(p.replace('<rootDir>', __dirname))),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          rootDir: __dirname,
          jsx: 'react-jsx',
          jsxImportSource: '@emotion/react',
          module: 'Node16',
          moduleResolution: 'Node16',
          esModuleInterop: true,
          // Each file compiled on its own (fast); the types are checked by `npm run typecheck`.
          isolatedModules: true,
          strict: true,
          paths: {
            '@estampa/shared/*': [path.join(__dirname, 'shared/src/*')],
            '@estampa/test/*': [path.join(__dirname, 'shared/test/*')],
          },
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@estampa/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
    '^@estampa/test/(.*)$': path.join(__dirname, 'shared/test/$1'),
    '\\.css$': path.join(__dirname, 'shared/test/styleMock.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'shared/test/setup.ts')],
};
