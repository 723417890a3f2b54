import nx from '@nx/eslint-plugin';
import baseConfig, { browserSupport, dependencyChecks, IMPORT_RULES, restrictImports } from '../../eslint.config.mjs';

const { FIREBASE_ENTRY, APP_LIFECYCLE, DEEP_IMPORT, SDK_IMPORT } = IMPORT_RULES;

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  ...browserSupport,
  ...dependencyChecks,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: restrictImports(FIREBASE_ENTRY, APP_LIFECYCLE, DEEP_IMPORT, SDK_IMPORT),
  },
  {
    // The service registry is an interface that service libraries extend by declaration merging.
    files: ['src/platform-services.ts'],
    rules: {
      '@typescript-eslint/no-empty-interface': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    ignores: ['**/out-tsc'],
  },
];
