import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

// fixtures/ are apps outside the workspace: they import the libraries as any app does, and are checked by their own tools.
export default [...nx.configs['flat/react'], ...baseConfig, { ignores: ['**/out-tsc', 'fixtures/**'] }];
