import nx from '@nx/eslint-plugin';
import baseConfig, { appRules } from '../../eslint.config.mjs';

export default [...nx.configs['flat/react'], ...baseConfig, ...appRules];
