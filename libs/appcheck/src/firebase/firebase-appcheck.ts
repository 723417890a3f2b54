import { systemClock, type Clock } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
import type { FirebaseApp } from 'firebase/app';
import * as firebaseAppCheck from 'firebase/app-check';
import type { AppCheck, AppCheckTokenResult } from 'firebase/app-check';
import { appcheckErrors, createAppCheckError, toAppCheckError } from '../appcheck.errors.js';
import type { AppCheckPort } from '../appcheck.port.js';
import { refreshDelay, type TokenLifetime } from '../appcheck.timings.js';
import type { AppCheckProvider, AppCheckToken, CustomAppCheckToken, Unsubscribe } from '../appcheck.types.js';
import { createTokenListeners } from '../internal/token-listeners.js';
import { createTokenRefresher } from '../internal/token-refresher.js';
import { createDebugModeLock, debugModeOf, type DebugModeLock } from './debug-mode.js';
import { createTokenLifetimes, type TokenLifetimes } from './token-lifetimes.js';

/** What `createFirebaseAppCheck` needs. */
export interface FirebaseAppCheckDeps {
  /** The Firebase app to protect. */
  readonly app: FirebaseAppHandle;
  /** The clock that schedules background refreshes; the system clock by default. */
  readonly clock?: Clock;
}

// Imported statically, so that the bundler ships the SDK in the implementation's own lazy chunk.
const loadSdk = () => Promise.resolve(firebaseAppCheck);
type AppCheckSdk = typeof firebaseAppCheck;

interface Active {
  readonly sdk: AppCheckSdk;
  readonly instance: AppCheck;
}

interface Held {
  readonly token: AppCheckToken;
  readonly lifetime: TokenLifetime;
}

/** What one SDK module instance has fixed: its debug mode and the apps activated on it. */
interface SdkSession {
  readonly debugMode: DebugModeLock;
  readonly apps: WeakSet<FirebaseApp>;
}

const sessions = new WeakMap<AppCheckSdk, SdkSession>();

function sessionOf(sdk: AppCheckSdk): SdkSession {
  let session = sessions.get(sdk);
  if (!session) {
    session = { debugMode: createDebugModeLock(), apps: new WeakSet() };
    sessions.set(sdk, session);
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
      customData: { developerHint: 'The App Check SDK returned an empty token.' },
    });
  }
  return token;
}

function validCustomToken(value: CustomAppCheckToken | undefined): CustomAppCheckToken {
  if (typeof value?.token === 'string' && value.token !== '' && Number.isFinite(value.expireTimeMillis)) {
    return { token: value.token, expireTimeMillis: value.expireTimeMillis };
  }
  throw appcheckErrors.create('appcheck/custom-provider-error', {
    customData: { developerHint: 'The custom App Check provider returned no token or no valid expireTimeMillis.' },
  });
}

function toSdkProvider(sdk: AppCheckSdk, provider: AppCheckProvider, lifetimes: TokenLifetimes, clock: Clock) {
  switch (provider.kind) {
    case 'recaptcha-enterprise':
      return new sdk.ReCaptchaEnterpriseProvider(provider.siteKey);
    case 'recaptcha-v3':
      return new sdk.ReCaptchaV3Provider(provider.siteKey);
    case 'custom':
      return new sdk.CustomProvider({
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
      return new sdk.CustomProvider({
        getToken: () =>
          Promise.reject(
            appcheckErrors.create('appcheck/debug-mode-locked', {
              customData: { developerHint: 'App Check debug mode is not active on this page.' },
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
 * Background refresh runs on `clock` with the SDK's schedule, because the SDK
 * tells no token listener about the exchanges it makes in debug mode.
 */
export function createAppCheckImplementation({ app, clock = systemClock }: FirebaseAppCheckDeps): AppCheckPort {
  const lifetimes = createTokenLifetimes();
  let activation: Promise<Active> | undefined;
  let active: Active | undefined;
  let current: Held | undefined;
  let sdkListener: Unsubscribe | undefined;

  const isValid = (held: Held | undefined): held is Held =>
    held !== undefined && held.token.expiresAt - clock.now() > 0;
  const listeners = createTokenListeners(() => (isValid(current) ? current.token : undefined));

  const accept = (text: string, limitedUse: boolean): AppCheckToken => {
    if (!limitedUse && current?.token.token === text) return current.token;
    const lifetime = lifetimes.lifetimeOf(text, clock.now());
    const token: AppCheckToken = { token: text, expiresAt: lifetime.expiresAt };
    if (limitedUse) return token;
    current = { token, lifetime };
    listeners.emit(token);
    return token;
  };

  const syncSdkListener = () => {
    if (active && listeners.size() > 0 && !sdkListener) {
      const { sdk, instance } = active;
      sdkListener = sdk.onTokenChanged(
        instance,
        (result) => accept(result.token, false),
        () => undefined,
      );
    } else if (listeners.size() === 0 && sdkListener) {
      sdkListener();
      sdkListener = undefined;
    }
  };

  const requireActive = async (): Promise<Active> => {
    if (!activation) throw appcheckErrors.create('appcheck/not-activated');
    try {
      return await activation;
    } catch (cause) {
      throw appcheckErrors.create('appcheck/not-activated', { cause });
    }
  };

  const fetchToken = async (forceRefresh: boolean): Promise<AppCheckToken> => {
    const { sdk, instance } = await requireActive();
    try {
      return accept(tokenOf(await sdk.getToken(instance, forceRefresh)), false);
    } catch (error) {
      const failure = toAppCheckError(error);
      listeners.fail(failure);
      throw failure;
    }
  };

  const refresher = createTokenRefresher({
    clock,
    refresh: () => fetchToken(current !== undefined),
    nextDelay: () => (isValid(current) ? refreshDelay(current.lifetime, clock.now()) : 0),
  });

  const start = async (provider: AppCheckProvider): Promise<Active> => {
    const [sdk, firebaseApp] = await Promise.all([loadSdk(), app.getApp()]);
    const session = sessionOf(sdk);
    if (session.apps.has(firebaseApp)) {
      throw appcheckErrors.create('appcheck/already-initialized', { customData: { appName: firebaseApp.name } });
    }
    session.debugMode.claim(debugModeOf(provider));
    const instance = sdk.initializeAppCheck(firebaseApp, {
      provider: toSdkProvider(sdk, provider, lifetimes, clock),
      isTokenAutoRefreshEnabled: false,
    });
    session.apps.add(firebaseApp);
    return { sdk, instance };
  };

  return {
    activate({ provider, autoRefresh = false }) {
      if (activation)
        return Promise.reject(
          appcheckErrors.create('appcheck/already-initialized', { customData: { appName: app.name } }),
        );
      const pending = start(provider).then(
        (started) => {
          active = started;
          syncSdkListener();
          if (autoRefresh) refresher.start();
          return started;
        },
        (error: unknown) => {
          activation = undefined;
          throw toAppCheckError(error);
        },
      );
      activation = pending;
      return pending.then(() => undefined);
    },
    async getToken({ forceRefresh = false, limitedUse = false } = {}) {
      if (!limitedUse) return fetchToken(forceRefresh);
      const { sdk, instance } = await requireActive();
      try {
        return accept(tokenOf(await sdk.getLimitedUseToken(instance)), true);
      } catch (error) {
        throw toAppCheckError(error);
      }
    },
    onTokenChanged(listener, onError) {
      const remove = listeners.add(listener, onError);
      syncSdkListener();
      return () => {
        remove();
        syncSdkListener();
      };
    },
    async setAutoRefresh(enabled) {
      await requireActive();
      if (enabled) refresher.start();
      else refresher.stop();
    },
  };
}
