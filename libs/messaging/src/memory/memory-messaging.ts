import { createListenerSet, systemClock, type Clock } from '@platform/core';
import { PROVIDER_CONSTANTS } from '@platform/core/constants';
import { messagingErrors, type MessagingErrorCode } from '../messaging.errors.js';
import type { MessagingPort } from '../messaging.port.js';
import type {
  GetPushTokenOptions,
  PushData,
  PushMessage,
  PushTokenResult,
  SitePermission,
} from '../messaging.types.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { type NotificationPermissions, permissionFirst, refusal } from '../internal/permissions.js';
import { createPortListeners } from '../internal/port-listeners.js';
import type { RegistrationRequest } from './memory-registrations.js';
import { checkVapidKey } from '../internal/check-vapid-key.js';
import { createMemoryRegistrations, RegistrationRefused, type MemoryRegistrations } from './memory-registrations.js';
import { createSimulatedPermissions, type PromptAnswer } from './simulated-permissions.js';

const { tokenRefreshMs } = PROVIDER_CONSTANTS.messaging;

/** The code a refused registration request fails with, by request kind, as the SDK reports them. */
const REFUSED: Readonly<Record<RegistrationRequest['kind'], MessagingErrorCode>> = {
  create: 'messaging/token-subscribe-failed',
  update: 'messaging/token-update-failed',
  delete: 'messaging/token-unsubscribe-failed',
};

/** Options for {@link createMemoryMessaging}. */
export interface MemoryMessagingOptions {
  /** The clock that ages tokens; the system clock by default. */
  readonly clock?: Clock;
  /** Whether the simulated browser can receive push messages; `true` by default. */
  readonly supported?: boolean;
  /** The simulated permission at the start; `default` by default. */
  readonly permission?: Exclude<SitePermission, 'unsupported'>;
  /** What the simulated person answers the prompt with; `granted` by default. */
  readonly promptAnswer?: PromptAnswer;
  /**
   * Reads and asks for the permission somewhere else instead of the simulation,
   * e.g. `browserNotificationPermissions` so an offline demo shows the browser's
   * real prompt. The control's permission members then steer nothing.
   */
  readonly permissions?: NotificationPermissions;
  /** The VAPID key used when a call names none. */
  readonly vapidKey?: string;
}

/** Steers a memory Messaging from tests and offline demos. */
export interface MemoryMessagingControl<TData extends PushData = PushData> {
  /** Sets the simulated permission, as the person can in the site settings. */
  setPermission(permission: Exclude<SitePermission, 'unsupported'>): void;
  /** What the simulated person answers the next prompts with (`default` dismisses it). */
  answerPromptWith(answer: PromptAnswer): void;
  /**
   * Leaves the next simulated prompt unanswered, so the permission reads `prompting` until the returned function
   * answers it (`default` dismisses it).
   */
  holdPrompt(): (answer: PromptAnswer) => void;
  /** How many times the simulated prompt was shown. */
  prompts(): number;
  /** A message arrives while the app is in the foreground: every `onMessage` listener hears it. */
  deliver(message: PushMessage<TData>): void;
  /** The simulated registration endpoint: its requests and refusals. */
  readonly registrations: MemoryRegistrations;
  /** Makes the next call to any asynchronous port method reject with `code`; several calls queue up in order. */
  failNext(code: MessagingErrorCode): void;
  /** Behaves from now on as the Firebase adapter does once its app is deleted. */
  deleteApp(): void;
}

/** The in-memory Messaging: the port plus its {@link MemoryMessagingControl}. */
export interface MemoryMessaging<TData extends PushData = PushData> extends MessagingPort<TData> {
  /** The simulated permission, registrations and messages, and fault injection. */
  readonly control: MemoryMessagingControl<TData>;
}

interface StoredToken {
  readonly token: string;
  readonly createdAt: number;
  readonly vapidKey: string | undefined;
}

/**
 * Creates an in-memory Messaging with the Firebase adapter's rules and no
 * network: the permission is checked before the token, a token older than
 * 7 days (`PROVIDER_CONSTANTS.messaging.tokenRefreshMs`, on `clock`) is
 * refreshed by updating its registration, a new VAPID key replaces the
 * registration, and `control.deliver` plays a foreground message.
 */
export function createMemoryMessaging<TData extends PushData = PushData>({
  clock = systemClock,
  supported = true,
  permission = 'default',
  promptAnswer = 'granted',
  permissions: given,
  vapidKey: defaultVapidKey,
}: MemoryMessagingOptions = {}): MemoryMessaging<TData> {
  const simulated = createSimulatedPermissions(supported ? permission : 'unsupported', promptAnswer);
  const listeners = createPortListeners<TData>(given ?? simulated);
  const { permissions, tokens } = listeners;
  const messages = createListenerSet<PushMessage<TData>>();
  const registrations = createMemoryRegistrations();
  const faults: MessagingErrorCode[] = [];
  let stored: StoredToken | undefined;
  let appDeleted = false;
  let disposed = false;

  const check = (operation: keyof MessagingPort): void => {
    if (disposed) throw disposedError();
    const code = faults.shift();
    if (code) throw messagingErrors.create(code, { customData: { operation, injected: true } });
    if (appDeleted) throw messagingErrors.create('messaging/app-deleted');
  };

  const request = (kind: RegistrationRequest['kind']): string => {
    try {
      return registrations.handle(kind);
    } catch (error) {
      if (error instanceof RegistrationRefused) throw messagingErrors.create(REFUSED[kind], { cause: error });
      throw error;
    }
  };

  const obtain = (options: GetPushTokenOptions): PushTokenResult => {
    if (!supported) return refusal('unsupported');
    const vapidKey = options.vapidKey ?? defaultVapidKey;
    if (stored && stored.vapidKey !== vapidKey) {
      try {
        request('delete');
      } catch {
        // As in the SDK, a refused delete of the old registration does not stop the new one.
      }
      stored = undefined;
    }
    if (!stored) stored = { token: request('create'), createdAt: clock.now(), vapidKey };
    else if (clock.now() >= stored.createdAt + tokenRefreshMs) {
      stored = { token: request('update'), createdAt: clock.now(), vapidKey };
    }
    tokens.set(stored.token);
    return { status: 'granted', token: stored.token };
  };

  return {
    async isSupported() {
      check('isSupported');
      return supported && permissions.current() !== 'unsupported';
    },
    ...listeners.members,
    onMessage: (listener) => messages.add(listener),
    permission: () => (supported ? permissions.current() : 'unsupported'),
    async requestPermission() {
      check('requestPermission');
      return supported ? permissions.request() : 'unsupported';
    },
    async getToken(options = {}) {
      if (disposed) throw disposedError();
      checkVapidKey(options.vapidKey ?? defaultVapidKey);
      try {
        return await permissionFirst(permissions, async () => {
          check('getToken');
          return obtain(options);
        });
      } finally {
        permissions.check();
      }
    },
    async deleteToken() {
      check('deleteToken');
      if (stored) request('delete');
      stored = undefined;
      tokens.set(null);
    },
    async dispose() {
      disposed = true;
      listeners.close();
      messages.close();
    },
    control: {
      setPermission(value) {
        simulated.set(value);
        permissions.check();
      },
      answerPromptWith: (answer) => simulated.answerWith(answer),
      holdPrompt: () => simulated.hold(),
      prompts: () => simulated.prompts(),
      deliver: (message) => messages.emit(message),
      registrations,
      failNext(code) {
        faults.push(code);
      },
      deleteApp() {
        appDeleted = true;
      },
    },
  };
}
