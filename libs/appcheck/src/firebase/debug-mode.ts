import { appcheckErrors } from '../appcheck.errors.js';
import type { AppCheckProvider } from '../appcheck.types.js';

/** Whether the SDK runs in debug mode, and with which debug token (`true`: minted and stored by the SDK). */
export type DebugMode = { readonly enabled: false } | { readonly enabled: true; readonly token: string | true };

/** The global the SDK reads, once, at the first `initializeAppCheck` of its module instance. */
const DEBUG_TOKEN_GLOBAL = 'FIREBASE_APPCHECK_DEBUG_TOKEN';

/** The debug mode a provider needs. */
export function debugModeOf(provider: AppCheckProvider): DebugMode {
  return provider.kind === 'debug' ? { enabled: true, token: provider.token ?? true } : { enabled: false };
}

const sameMode = (a: DebugMode, b: DebugMode) =>
  a.enabled && b.enabled ? a.token === b.token : a.enabled === b.enabled;

const describeMode = (mode: DebugMode) =>
  !mode.enabled ? 'off' : mode.token === true ? 'on (SDK token)' : 'on (fixed token)';

/** The debug mode fixed for one SDK module instance, set by its first activation. */
export interface DebugModeLock {
  /** The mode fixed so far, if any. */
  current(): DebugMode | undefined;
  /**
   * Fixes `mode` on first use, writing the global the SDK is about to read;
   * later, throws `appcheck/debug-mode-locked` unless `mode` is the one fixed.
   */
  claim(mode: DebugMode): void;
}

/** Creates the lock for one SDK module instance. */
export function createDebugModeLock(scope: object = globalThis): DebugModeLock {
  let fixed: DebugMode | undefined;
  return {
    current: () => fixed,
    claim(mode) {
      if (fixed === undefined) {
        if (mode.enabled) Reflect.set(scope, DEBUG_TOKEN_GLOBAL, mode.token);
        else Reflect.deleteProperty(scope, DEBUG_TOKEN_GLOBAL);
        fixed = mode;
        return;
      }
      if (sameMode(fixed, mode)) return;
      throw appcheckErrors.create('appcheck/debug-mode-locked', {
        customData: {
          debugMode: fixed.enabled,
          requestedDebugMode: mode.enabled,
          developerHint: `Debug mode is ${describeMode(fixed)} since the first activation, not ${describeMode(mode)}; reload to switch.`,
        },
      });
    },
  };
}
