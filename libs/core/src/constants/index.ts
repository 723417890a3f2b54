export {
  PROVIDER_CONSTANTS,
  type DelayRange,
  type ProviderConstants,
  type RetryableHttpStatus,
} from './provider-constants.js';
