import { serviceLibrary } from '../../eslint.config.mjs';

export default [
  ...serviceLibrary,
  {
    // The benchmark's fixtures stand where an app does: they pick the Firebase driver through the public entries.
    files: ['bench/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', '@nx/enforce-module-boundaries': 'off' },
  },
];
