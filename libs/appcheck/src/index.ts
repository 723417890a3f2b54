export type { AppCheckPort } from './appcheck.port.js';
export {
  APPCHECK_DEVELOPER_HINTS,
  APPCHECK_ERROR_CODES,
  APPCHECK_THROTTLE_CODES,
  appcheckErrors,
  createAppCheckError,
  isThrottleCode,
  toAppCheckError,
  type AppCheckErrorCode,
  type AppCheckErrorDetails,
} from './appcheck.errors.js';
export { APPCHECK_TIMINGS, type TokenLifetime } from './appcheck.timings.js';
export type {
  AppCheckActivation,
  AppCheckErrorListener,
  AppCheckProvider,
  AppCheckProviderKind,
  AppCheckToken,
  AppCheckTokenListener,
  CustomAppCheckToken,
  CustomProvider,
  DebugProvider,
  GetAppCheckTokenOptions,
  RecaptchaEnterpriseProvider,
  RecaptchaV3Provider,
  Unsubscribe,
} from './appcheck.types.js';
export { chooseAppCheckProvider, type AppCheckProviderChoice } from './choose-provider.js';
export type { ExchangeFailure, ExchangeKind, ExchangeRecord } from './exchange.types.js';
export { parseRetryAfter } from './retry-after.js';
