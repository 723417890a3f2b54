export { useAppCheck } from './use-appcheck.js';
export {
  APPCHECK_TOKEN_KEY,
  APPCHECK_TOKEN_LISTEN_KEY,
  useAppCheckToken,
  type UseAppCheckTokenOptions,
} from './use-appcheck-token.js';
