// Lint for the whole repository (ESLint 9 flat config): TypeScript and JavaScript, apps, tests,
// e2e and the Node tools. `npm run lint` runs it with --max-warnings 0.
//
// Besides the usual rules it encodes the architecture's layers (README, the section on how the site is built;
// docs/REMOTE_CONTRACT.md) as import boundaries:
//   - shared/ is the library every app builds with: it imports no app and no tool;
//   - a remote (mf-*) imports no other remote and not the shell;
//   - the shell imports no remote's source (only exposed modules, at run time);
//   - a feature (src/features/<name>) imports no other feature of its app (`common` is the
//     app's shared folder, not a feature);
//   - no import cycles.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ROOT = import.meta.dirname;
// The apps' folders come from the apps table (shared/src/apps/apps.js), so a new remote is covered.
const appsTable = createRequire(import.meta.url)('./shared/src/apps/apps.js');
const REMOTES = appsTable.REMOTES.map((r) => r.dir);
const APPS = appsTable.APPS.map((a) => a.dir);
// Tools nothing imports, and the Node libraries (build, releases, field data, serving) apps and
// tools build on: shared/, compiled into the browser, imports neither.
const TOOLS = ['e2e', 'scripts', 'production'];
const NODE_LIBRARIES = ['build-tools', 'releases', 'field-data', 'serving'];
const here = (dir) => `./${dir}`;

/** The feature folders of an app (src/features/<name>), read from disk so new ones are covered. */
function featuresOf(app) {
  const dir = path.join(ROOT, app, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'common')
    .map((e) => e.name);
}

/** Zones for import-x/no-restricted-paths: each `target` may not import from its `from`. */
function boundaryZones() {
  const zones = [
    {
      target: './shared',
      from: [...APPS, ...TOOLS, ...NODE_LIBRARIES].map(here),
      message: 'shared/ is built into every app: it imports no app, no tool and no Node library.',
    },
    ...REMOTES.map((remote) => ({
      target: here(remote),
      from: ['shell', ...REMOTES.filter((r) => r !== remote), ...TOOLS].map(here),
      message:
        'A remote imports no other remote and not the shell: what it needs of them comes at run time, or from shared/.',
    })),
    {
      target: './shell',
      from: [...REMOTES, ...TOOLS].map(here),
      message:
        "The shell never imports a remote's source: only its exposed modules, through Module Federation at run time.",
    },
  ];
  for (const app of APPS) {
    const features = featuresOf(app);
    for (const feature of features) {
      const others = features.filter((f) => f !== feature);
      if (!others.length) continue;
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: others.map((f) => `./${app}/src/features/${f}`),
        message: `A feature imports no other feature: move what ${feature} shares to ${app}/src/features/common (or src/common), or to shared/.`,
      });
    }
  }
  return zones;
}

const TS_FILES = ['**/*.ts', '**/*.tsx'];
const JS_FILES = ['**/*.js', '**/*.cjs', '**/*.mjs'];
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  '**/testSupport.js',
  'shared/test/**',
  'releases/testing/**',
];
/** Code that runs in Node: build and deploy tools, servers, scripts, configs, e2e (Playwright's runner). */
const NODE_FILES = [
  'scripts/**',
  'production/**',
  'build-tools/**',
  'releases/**',
  'field-data/**',
  'serving/**',
  'shell/server/**',
  'shell/build/**',
  '*/scripts/**',
  '*/webpack.config.js',
  '*/federation.config.js',
  'jest.config.js',
  'eslint.config.mjs',
  'e2e/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.mf/**',
      '.serve/**',
      '.cache/**',
      '.bench/**',
      '.hosting/**',
      '.scratch/**',
      '.tmp/**',
      'bench-results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
      'mf-uniforms/public/art/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  ...tseslint.configs.recommended.map((c) => ({ ...c, files: c.files ?? TS_FILES })),

  // Modules and their boundaries.
  {
    files: [...TS_FILES, ...JS_FILES],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'e2e/tsconfig.json', 'tsconfig.node.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
    },
  },

  // TypeScript: type-aware where it is cheap (promise misuse is the class of bug it catches here).
  {
    files: TS_FILES,
    languageOptions: {
      // scripts/*.d.ts belong to tsconfig.node.json, which the project service does not look for.
      parserOptions: { projectService: { allowDefaultProject: ['scripts/*.d.ts'] }, tsconfigRootDir: ROOT },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // `require(p) as typeof import('./x')` is how e2e types a CommonJS module it requires.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },

  // React: the rules of hooks in every component and hook, accessibility in every component.
  {
    files: ['**/*.tsx', 'shared/src/**/*.ts', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },

  // Browser code.
  {
    files: ['shared/src/**', 'shell/src/**', 'mf-*/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Small functions: a function over ~80 lines is split into parts named for what they do.
  // Exempt: tests, data files, and plain templates (a function that only returns one nginx, HTML
  // or SVG template says so in a disable comment). A component's JSX is its template, and Prettier
  // gives each attribute of a long element a line of its own: components get 140 lines.
  {
    files: ['shared/**', 'shell/**', 'mf-*/**', 'production/**', 'scripts/**', ...NODE_LIBRARIES.map((d) => `${d}/**`)],
    ignores: [...TEST_FILES, '**/data.ts', '**/*Data.ts', '**/data/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    files: ['**/*.tsx'],
    ignores: TEST_FILES,
    rules: { 'max-lines-per-function': ['error', { max: 140, skipBlankLines: true, skipComments: true }] },
  },

  // Node: CommonJS tools, servers and configs.
  {
    files: NODE_FILES,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // The measuring scripts pass functions to page.evaluate(): those run in the browser.
  {
    files: ['scripts/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Tests: jest globals.
  {
    files: TEST_FILES,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  // The Node side is CommonJS (servers, build and deploy tools). Its jest tests import their
  // subjects (typed from their JSDoc); e2e and a few tests load modules with require(), typed
  // `as typeof import(...)`, where Node must load them as it does at run time (Playwright's
  // loader, child scripts, @libsql/client).
  {
    files: [
      'shell/server/**/*.ts',
      'build-tools/**/*.ts',
      'releases/**/*.ts',
      'field-data/**/*.ts',
      'serving/**/*.ts',
      'production/**/*.ts',
      'scripts/**/*.ts',
      'e2e/**/*.ts',
      'shell/build/**/*.ts',
      // A remote's config (federation.config.js) is CommonJS, read by its SEO test as the build reads it.
      'mf-*/src/seo/*.test.ts',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
