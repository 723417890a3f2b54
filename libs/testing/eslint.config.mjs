import { serviceLibrary } from '../../eslint.config.mjs';

export default serviceLibrary;
