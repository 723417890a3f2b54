import nx from '@nx/eslint-plugin';
import baseConfig, { dependencyChecks, frameworkFreeLibrary } from '../../eslint.config.mjs';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  ...frameworkFreeLibrary,
  ...dependencyChecks,
  { ignores: ['**/out-tsc'] },
];
