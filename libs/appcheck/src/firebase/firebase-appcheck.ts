import { systemClock, type Clock } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Handed to the app handle, so that `firebase/app` ships in this implementation's chunk rather than a chunk apart.
import { appSdk } from '@platform/core/firebase/sdk';
import type { FirebaseApp } from 'firebase/app';
// Imported statically, so that the bundler ships the SDK in the implementation's own lazy chunk.
import {
  CustomProvider,
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  onTokenChanged,
  ReCaptchaEnterpriseProvider,
  ReCaptchaV3Provider,
  type AppCheck,
  type AppCheckTokenResult,
} from 'firebase/app-check';
import { appcheckErrors, createAppCheckError, toAppCheckError } from '../appcheck.errors.js';
import type { AppCheckPort } from '../appcheck.port.js';
import { APPCHECK_TIMINGS, refreshDelay, type TokenLifetime } from '../appcheck.timings.js';
import type {
  AppCheckActivation,
  AppCheckProvider,
  AppCheckToken,
  CustomAppCheckToken,
  Unsubscribe,
} from '../appcheck.types.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import { createTokenListeners } from '../internal/token-listeners.js';
import type { RefreshSchedule } from '../internal/token-refresher.js';
import { createDebugModeLock, debugModeOf, type DebugModeLock } from './debug-mode.js';
import { createTokenLifetimes, type TokenLifetimes } from './token-lifetimes.js';

/** What `createFirebaseAppCheck` needs. */
export interface FirebaseAppCheckDeps {
  /** The Firebase app to protect. */
  readonly app: FirebaseAppHandle;
  /** The clock that schedules background refreshes; the system clock by default. */
  readonly clock?: Clock;
}

/** A token the port holds, with its lifetime. */
interface HeldToken {
  readonly token: AppCheckToken;
  readonly lifetime: TokenLifetime;
}

/**
 * The App Check implementation that `activate` and `getToken` need; background refresh builds on it in a chunk of its
 * own (`auto-refresh.ts`).
 */
export interface AppCheckImplementation extends Omit<AppCheckPort, 'setAutoRefresh'> {
  /** Activates with the provider; `autoRefresh` is the refresh chunk's to start. */
  activate(activation: AppCheckActivation): Promise<void>;
  /** The clock background refresh is scheduled on. */
  readonly clock: Clock;
  /** When background refresh refreshes the token held. */
  readonly schedule: RefreshSchedule;
  /** Resolves once activated; rejects with `appcheck/not-activated` without an activation. */
  whenActive(): Promise<unknown>;
  /** Fetches a token as `getToken()` does, and a fresh one once a token was held. */
  refresh(): Promise<AppCheckToken>;
}

/**
 * What one copy of the SDK module has fixed: its debug mode and the apps activated on it. Kept per copy (keyed by one
 * of its functions), as the SDK keeps it.
 */
interface SdkSession {
  readonly debugMode: DebugModeLock;
  readonly apps: WeakSet<FirebaseApp>;
}

const sessions = new WeakMap<object, SdkSession>();

function sdkSession(): SdkSession {
  let session = sessions.get(initializeAppCheck);
  if (!session) {
    session = { debugMode: createDebugModeLock(), apps: new WeakSet() };
    sessions.set(initializeAppCheck, session);
  }
  return session;
}

/** The token text of an SDK result; failures the SDK reports in the result rather than by rejecting are thrown. */
function tokenOf(result: AppCheckTokenResult): string {
  const { token, error, internalError } = result as AppCheckTokenResult & {
    readonly error?: unknown;
    readonly internalError?: unknown;
  };
  if (error !== undefined && error !== null) throw error;
  if (internalError !== undefined && internalError !== null) throw internalError;
  if (typeof token !== 'string' || token === '') {
    throw appcheckErrors.create('appcheck/unknown', {
      customData: { developerHint: 'The SDK returned an empty token.' },
    });
  }
  return token;
}

function validCustomToken(value: CustomAppCheckToken | undefined): CustomAppCheckToken {
  if (typeof value?.token === 'string' && value.token !== '' && Number.isFinite(value.expireTimeMillis)) {
    return { token: value.token, expireTimeMillis: value.expireTimeMillis };
  }
  throw appcheckErrors.create('appcheck/custom-provider-error', {
    customData: { developerHint: 'No token or expireTimeMillis from the provider.' },
  });
}

function toSdkProvider(provider: AppCheckProvider, lifetimes: TokenLifetimes, clock: Clock) {
  switch (provider.kind) {
    case 'recaptcha-enterprise':
      return new ReCaptchaEnterpriseProvider(provider.siteKey);
    case 'recaptcha-v3':
      return new ReCaptchaV3Provider(provider.siteKey);
    case 'custom':
      return new CustomProvider({
        getToken: async () => {
          let minted: CustomAppCheckToken | undefined;
          try {
            minted = await provider.getToken();
          } catch (cause) {
            throw createAppCheckError('appcheck/custom-provider-error', { cause });
          }
          const token = validCustomToken(minted);
          lifetimes.record(token.token, {
            issuedAt: Math.min(clock.now(), token.expireTimeMillis),
            expiresAt: token.expireTimeMillis,
          });
          return token;
        },
      });
    case 'debug':
      // In debug mode the SDK exchanges the debug token and never asks the provider.
      return new CustomProvider({
        getToken: () =>
          Promise.reject(
            appcheckErrors.create('appcheck/debug-mode-locked', {
              customData: { developerHint: 'Debug mode is off on this page.' },
            }),
          ),
      });
  }
}

/**
 * The App Check adapter's implementation, loaded in one chunk with
 * `firebase/app-check` by the facade (`firebase-appcheck.facade.ts`) on first use.
 *
 * Debug mode is fixed by the first activation on the page: the adapter writes
 * `FIREBASE_APPCHECK_DEBUG_TOKEN` just before the SDK reads it, and refuses a
 * later activation that needs the other mode with `appcheck/debug-mode-locked`.
 * The SDK's own refresher is left off, because the SDK tells no token listener
 * about the exchanges it makes in debug mode; `auto-refresh.ts` refreshes instead.
 */
export function createAppCheckImplementation({
  app,
  clock = systemClock,
}: FirebaseAppCheckDeps): AppCheckImplementation {
  const lifetimes = createTokenLifetimes();
  let activation: Promise<AppCheck> | undefined;
  let current: HeldToken | undefined;
  let sdkListener: Unsubscribe | undefined;
  let disposed = false;

  const held = () => (current && current.token.expiresAt - clock.now() > 0 ? current : undefined);
  const listeners = createTokenListeners(() => held()?.token);

  const accept = (text: string, limitedUse: boolean): AppCheckToken => {
    if (!limitedUse && current?.token.token === text) return current.token;
    const lifetime = lifetimes.lifetimeOf(text, clock.now());
    const token: AppCheckToken = { token: text, expiresAt: lifetime.expiresAt };
    if (limitedUse || disposed) return token;
    current = { token, lifetime };
    listeners.emit(token);
    return token;
  };

  const whenActive = async (): Promise<AppCheck> => {
    if (!activation) throw appcheckErrors.create('appcheck/not-activated');
    try {
      return await activation;
    } catch (cause) {
      throw appcheckErrors.create('appcheck/not-activated', { cause });
    }
  };

  const fetchToken = async (forceRefresh: boolean): Promise<AppCheckToken> => {
    const instance = await whenActive();
    try {
      return accept(tokenOf(await getToken(instance, forceRefresh)), false);
    } catch (error) {
      const failure = toAppCheckError(error);
      if (!disposed) listeners.fail(failure);
      throw failure;
    }
  };

  const start = async (provider: AppCheckProvider): Promise<AppCheck> => {
    const firebaseApp = await app.getApp(appSdk);
    const session = sdkSession();
    if (session.apps.has(firebaseApp)) {
      throw appcheckErrors.create('appcheck/already-initialized', { customData: { appName: firebaseApp.name } });
    }
    session.debugMode.claim(debugModeOf(provider));
    const instance = initializeAppCheck(firebaseApp, {
      provider: toSdkProvider(provider, lifetimes, clock),
      isTokenAutoRefreshEnabled: false,
    });
    session.apps.add(firebaseApp);
    // Tokens the SDK fetches for other Firebase services reach the port's listeners too.
    if (!disposed)
      sdkListener = onTokenChanged(
        instance,
        (result) => accept(result.token, false),
        () => undefined,
      );
    return instance;
  };

  return {
    clock,
    schedule: {
      nextDelay: () => {
        const token = held();
        return token ? refreshDelay(token.lifetime, clock.now()) : 0;
      },
      retryMinMs: APPCHECK_TIMINGS.refreshRetryMinMs,
      retryMaxMs: APPCHECK_TIMINGS.refreshRetryMaxMs,
    },
    whenActive,
    refresh: () => fetchToken(current !== undefined),
    activate({ provider }) {
      if (disposed) return Promise.reject(lifecycle.disposed());
      if (activation)
        return Promise.reject(
          appcheckErrors.create('appcheck/already-initialized', { customData: { appName: app.name } }),
        );
      const pending = start(provider).catch((error: unknown) => {
        activation = undefined;
        throw toAppCheckError(error);
      });
      activation = pending;
      return pending.then(() => undefined);
    },
    async getToken({ forceRefresh = false, limitedUse = false } = {}) {
      if (!limitedUse) return fetchToken(forceRefresh);
      const instance = await whenActive();
      try {
        return accept(tokenOf(await getLimitedUseToken(instance)), true);
      } catch (error) {
        throw toAppCheckError(error);
      }
    },
    onTokenChanged: (listener, onError) => (disposed ? () => undefined : listeners.add(listener, onError)),
    async dispose() {
      disposed = true;
      current = undefined;
      sdkListener?.();
      sdkListener = undefined;
    },
  };
}
