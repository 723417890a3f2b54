import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    // The service registry is an interface that service libraries extend by declaration merging.
    files: ['src/platform-services.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
  {
    ignores: ['**/out-tsc'],
  },
];
