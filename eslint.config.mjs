import nx from '@nx/eslint-plugin';
import baselineJs from 'eslint-plugin-baseline-js';

const FIREBASE_ENTRY = {
  group: ['@platform/*/firebase', '!@platform/core/firebase'],
  message: 'Only apps choose a driver: import the Firebase adapter in an app, and the port everywhere else.',
};
const APP_LIFECYCLE = {
  group: ['@platform/core/firebase'],
  message: 'Only apps and Firebase adapters (src/firebase/**) use the Firebase app lifecycle.',
};
const DEEP_IMPORT = {
  group: ['@platform/*/src', '@platform/*/src/**', '@platform/*/dist/**'],
  message: 'Import another library through its public entry points (package.json "exports"), never its files.',
};
const SDK_IMPORT = {
  regex: '^(firebase|@firebase/[^/]+)(/.*)?$',
  message: 'Only src/firebase/** may import the Firebase SDK: the implementation module that its facade loads lazily.',
};
const REACT_IMPORT = {
  regex: '^react(-dom)?(/.*)?$',
  message: 'Only src/react/** may import React; the root entry stays framework-free.',
};

/** Import patterns that libraries may forbid for themselves. */
export const IMPORT_RULES = {
  FIREBASE_ENTRY,
  APP_LIFECYCLE,
  DEEP_IMPORT,
  SDK_IMPORT,
  REACT_IMPORT,
};

/** `no-restricted-imports` with the given pattern groups. */
export const restrictImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/**
 * Code that runs in the browser uses only language and web features every browser of Vite's default build target
 * (Chrome and Edge 111, Firefox 114, Safari 16.4: Baseline widely available in May 2025) has: those that were Baseline
 * by the end of 2022, from web-features' data. Specs, contracts and test helpers run in Node.
 */
export const browserSupport = [
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.spec.ts', 'src/**/*.spec.tsx', 'src/**/testing/**', 'src/**/contract/**', 'src/*.contract.ts'],
    plugins: { 'baseline-js': baselineJs },
    rules: {
      'baseline-js/use-baseline': [
        'error',
        { available: 2022, includeWebApis: { preset: 'auto' }, includeJsBuiltins: { preset: 'auto' } },
      ],
    },
  },
];

/**
 * Extra rules for framework-free libraries (core and the service libraries):
 * the SDK stays in src/firebase and React in src/react.
 */
export const frameworkFreeLibrary = [
  ...browserSupport,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/firebase/**', 'src/react/**', 'src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    rules: restrictImports(FIREBASE_ENTRY, APP_LIFECYCLE, DEEP_IMPORT, SDK_IMPORT, REACT_IMPORT),
  },
  {
    files: ['src/firebase/**/*.ts'],
    ignores: ['src/**/*.spec.ts'],
    rules: restrictImports(FIREBASE_ENTRY, DEEP_IMPORT, REACT_IMPORT),
  },
  {
    // Specs and test helpers wire real adapters together, as an app would.
    files: ['src/**/*.spec.ts', 'src/**/*.spec.tsx', 'src/**/testing/**/*.ts'],
    rules: restrictImports(FIREBASE_ENTRY, DEEP_IMPORT),
  },
];

/** Checks that a library's package.json declares what its sources import, and nothing they do not. */
export const dependencyChecks = [
  {
    files: ['**/*.json'],
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          ignoredFiles: [
            '{projectRoot}/eslint.config.{js,cjs,mjs,ts,cts,mts}',
            '{projectRoot}/vitest.config.{js,ts,mjs,mts}',
            '{projectRoot}/src/**/*.spec.{ts,tsx}',
            '{projectRoot}/src/**/testing/**',
          ],
          // A ./react entry needs React even when its hooks reach it only through @platform/react.
          ignoredDependencies: ['react'],
        },
      ],
    },
    languageOptions: {
      parser: await import('jsonc-eslint-parser'),
    },
  },
];

/** Which projects may import which, by tag; buildable projects import only buildable ones. */
const MODULE_BOUNDARIES = {
  enforceBuildableLibDependency: true,
  banTransitiveDependencies: true,
  // Vite's virtual modules are served by a plugin of the importing app's own build.
  allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$', '^virtual:'],
  depConstraints: [
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: ['type:service', 'type:react', 'type:core'],
    },
    {
      sourceTag: 'type:e2e',
      onlyDependOnLibsWithTags: ['type:tooling'],
    },
    {
      sourceTag: 'type:service',
      onlyDependOnLibsWithTags: ['type:core', 'type:react'],
    },
    {
      sourceTag: 'type:react',
      onlyDependOnLibsWithTags: ['type:core'],
    },
    { sourceTag: 'type:core', onlyDependOnLibsWithTags: [] },
    {
      sourceTag: 'type:tooling',
      onlyDependOnLibsWithTags: ['type:tooling', 'type:core'],
    },
    {
      // The test platform wires every service's memory adapter together for an app's tests, as an app's root does.
      sourceTag: 'type:testing',
      onlyDependOnLibsWithTags: ['type:service', 'type:react', 'type:core'],
    },
    {
      sourceTag: 'type:faults',
      onlyDependOnLibsWithTags: ['type:service', 'type:core', 'type:tooling'],
    },
    {
      sourceTag: 'type:bench',
      onlyDependOnLibsWithTags: ['type:service', 'type:react', 'type:core', 'type:tooling', 'type:testing'],
    },
  ],
};

/**
 * A buildable tool's specs are not part of what it builds: they may use the non-buildable tools (the backends, the
 * browser finder) as every other spec does.
 */
export const buildableToolSpecs = [
  {
    files: ['**/*.spec.ts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { ...MODULE_BOUNDARIES, enforceBuildableLibDependency: false }],
    },
  },
];

/** Apps compose the platform and may pick the Firebase adapters. */
export const appRules = [{ files: ['**/*.ts', '**/*.tsx'], rules: restrictImports(DEEP_IMPORT) }];

const base = [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/dist-*',
      '**/out-tsc',
      '**/test-output',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mts', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', MODULE_BOUNDARIES],
      ...restrictImports(FIREBASE_ENTRY, APP_LIFECYCLE, DEEP_IMPORT),
    },
  },
];

export default base;

/** The whole lint setup of a service library: React hooks under src/react, the SDK under src/firebase, declared dependencies. */
export const serviceLibrary = [
  ...nx.configs['flat/react'],
  ...base,
  ...frameworkFreeLibrary,
  ...dependencyChecks,
  {
    // Bench fixtures (bench/**) are outside consumers: they import the library by its package name, as an app would,
    // and pick its Firebase adapter.
    files: ['bench/**/*.ts'],
    rules: { ...restrictImports(DEEP_IMPORT), '@nx/enforce-module-boundaries': 'off' },
  },
  { ignores: ['**/out-tsc'] },
];
