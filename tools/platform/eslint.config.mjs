import baseConfig, { dependencyChecks } from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  ...dependencyChecks,
  { files: ['**/*.json'], rules: { '@nx/nx-plugin-checks': 'error' } },
  {
    // Templates are rendered into new libraries; they are checked there, not here.
    ignores: ['**/out-tsc', 'src/generators/*/files/**'],
  },
];
