import nx from '@nx/eslint-plugin';
import baseConfig, { appRules, browserSupport } from '../../eslint.config.mjs';

export default [...nx.configs['flat/react'], ...baseConfig, ...browserSupport, ...appRules];
