export { readAppCheckSettings, type AppCheckSettings } from './config/appcheck-settings.js';
export { DRIVERS, isDriver, type Driver } from './config/driver.js';
export {
  DEFAULT_EMULATOR_SETTINGS,
  parseEmulatorSettings,
  readEmulatorSettings,
  type EmulatorService,
  type EmulatorSettings,
} from './config/emulator-settings.js';
export type { ConfigError } from './config/config-error.js';
export { type ConfigIssue, type ConfigIssueKey } from './config/config-issue.js';
export { isProductionBuild, readEnv, type EnvSource } from './config/env.js';
export {
  FIREBASE_CONFIG_KEYS,
  validateFirebaseConfig,
  type ConfigKeyRule,
  type FirebaseConfig,
  type FirebaseConfigKey,
  type FirebaseConfigResult,
} from './config/firebase-config.js';
export {
  DEMO_PROJECT_ID,
  parsePlatformSettings,
  readPlatformSettings,
  type PlatformSettings,
  type PlatformSettingsResult,
} from './config/platform-settings.js';
export type { RetryableHttpStatus } from './constants/provider-constants.js';
export { addCost, costSince, NO_COST, type Cost, type CostCharge } from './cost/cost.js';
export { currentCostKey, withCostKey } from './cost/cost-key.js';
export {
  createCostMeter,
  OPENINGS_KEPT,
  UNKEYED,
  type CostMeter,
  type CostMeterOptions,
  type MeteredListener,
  type MeteredListenerHandle,
} from './cost/cost-meter.js';
export { meterOf, meterPort } from './cost/meter-port.js';
export { coreErrors, type CoreErrorCode } from './errors/core.errors.js';
export {
  defineErrors,
  type CreateErrorOptions,
  type ErrorCatalog,
  type NamespacedCode,
} from './errors/error-catalog.js';
export {
  createFirebaseErrorMapper,
  isFirebaseErrorLike,
  mapFirebaseError,
  type FirebaseErrorLike,
  type FirebaseErrorMapping,
} from './errors/firebase-error-mapping.js';
export { lifecycleErrors, type LifecycleErrors } from './errors/lifecycle-errors.js';
export { isPlatformError, PlatformError, type ErrorData, type PlatformErrorOptions } from './errors/platform-error.js';
export { callsInOrder } from './lazy/calls-in-order.js';
export { forwardMethods, type AsyncMethodName } from './lazy/forward-methods.js';
export {
  lazyImplementation,
  type LazyImplementation,
  type LazyImplementationOptions,
  type PrefetchingImplementation,
} from './lazy/lazy-implementation.js';
export { listenWhenLoaded } from './lazy/listen-when-loaded.js';
export { openOnce, type OpenOnce } from './lazy/open-once.js';
export { prefetchWhenIdle } from './lazy/prefetch-when-idle.js';
export { httpStatusOf, isRetryableError, isRetryableStatus, retryAfterOf } from './retry/http-status.js';
export { backoffDelay, retry, type AttemptContext, type RetryEvent, type RetryOptions } from './retry/retry.js';
export { base64ToBytes, bytesToBase64 } from './storage/base64.js';
export type { KeyValueStorage } from './storage/key-value-storage.js';
export { keepEntries, type KeptEntries, type KeptEntriesOptions } from './storage/kept-entries.js';
export { createMapStorage, type MapStorage, type MapStorageOptions } from './storage/map-storage.js';
export { callListener, reportUncaught } from './subscription/call-listener.js';
export {
  createInfinitePages,
  type InfinitePages,
  type InfinitePagesOptions,
  type InfinitePagesState,
  type PageWindow,
} from './subscription/infinite-pages.js';
export {
  createSdkListeners,
  type SdkListenerSink,
  type SdkListeners,
  type SdkListenersOptions,
} from './subscription/sdk-listeners.js';
export { createListenerSet, type ListenerSet, type ListenerSetOptions } from './subscription/listener-set.js';
export {
  createSubscribable,
  type Subscribable,
  type SubscribableOptions,
  type Unsubscribe,
} from './subscription/subscribable.js';
export { systemClock, type Clock, type TimerHandle } from './time/clock.js';
export { createManualClock, type ManualClock } from './time/manual-clock.js';
export { sleep, type WaitOptions } from './time/sleep.js';
export { withTimeout, type TimeoutOptions } from './time/timeout.js';
