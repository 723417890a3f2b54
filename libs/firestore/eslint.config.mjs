import { serviceLibrary } from '../../eslint.config.mjs';

export default [
  ...serviceLibrary,
  {
    // The bench fixtures are consumers, as an app is: they import the package by name, pick the Firebase driver and
    // create the app, so that the bundler measures what an app ships.
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@nx/enforce-module-boundaries': 'off',
    },
  },
];
