import type {
  GetPushTokenOptions,
  MessageListener,
  PushData,
  PushPermission,
  PushTokenResult,
  TokenListener,
  Unsubscribe,
} from './messaging.types.js';

/**
 * Push messaging, with the permission checked before the token: a blocked
 * permission is an outcome in {@link MessagingPort.getToken}'s return type and
 * costs no SDK or network call. `TData` is the app's own message data type.
 *
 * Every method rejects only with a `PlatformError` whose code is a {@link MessagingErrorCode}.
 */
export interface MessagingPort<TData extends PushData = PushData> {
  /**
   * Whether this browser can receive push messages (service worker, Push API,
   * Notification, IndexedDB). Resolves `false` rather than rejecting.
   */
  isSupported(): Promise<boolean>;
  /**
   * The notification permission now, read without asking; `prompting` while this port's prompt waits for the
   * person's answer, `dismissed` after they closed it unanswered, `unsupported` where {@link MessagingPort.isSupported}
   * is false.
   */
  permission(): PushPermission;
  /**
   * Calls `listener` with each later permission: `prompting` when a prompt
   * opens, the person's answer to it (`dismissed` when they close it), and a
   * change made elsewhere (the site settings) once a call of this port sees it.
   */
  onPermissionChange(listener: (permission: PushPermission) => void): Unsubscribe;
  /**
   * Shows the browser's prompt when the site's permission is `default` (also
   * after a dismissal), and resolves with the permission once the person
   * answers: `dismissed` if they closed the prompt. Until then the permission
   * reads `prompting`; a prompt nobody answers never resolves. Call it from a
   * user action: browsers ignore prompts that nobody asked for.
   */
  requestPermission(): Promise<PushPermission>;
  /**
   * The FCM registration token for this browser. Checks the permission first:
   * `blocked` and `unsupported` resolve at once with no SDK or network call;
   * `default` and `dismissed` ask (see {@link MessagingPort.requestPermission})
   * and go on only on `granted`. A token older than 7 days is refreshed, which updates
   * the same registration. Rejects with `messaging/invalid-vapid-key`,
   * `messaging/token-subscribe-failed`, `messaging/token-update-failed` or
   * `messaging/failed-service-worker-registration`.
   *
   * The Firebase adapter calls the SDK's `getToken`, which firebase 12.19 and 13
   * mark deprecated in favour of `register`/`onRegistered` (an installation id
   * as the push target instead of a registration token). It works on both; see
   * the library's README, "firebase 12 and 13".
   */
  getToken(options?: GetPushTokenOptions): Promise<PushTokenResult>;
  /** The token this port last obtained, or `null` before {@link MessagingPort.getToken} and after a delete. */
  currentToken(): string | null;
  /** Calls `listener` with each later token: a new or refreshed one, and `null` after {@link MessagingPort.deleteToken}. */
  onTokenChange(listener: TokenListener): Unsubscribe;
  /**
   * Deletes this browser's registration and its push subscription; token
   * listeners hear `null`. Rejects with `messaging/token-unsubscribe-failed`,
   * and the token stays.
   *
   * The Firebase adapter calls the SDK's `deleteToken`, deprecated in firebase
   * 12.19 and 13 like `getToken` (see {@link MessagingPort.getToken}).
   */
  deleteToken(): Promise<void>;
  /**
   * Calls `listener` with every message that arrives while the app is in the
   * foreground. Background messages go to the app's service worker instead.
   */
  onMessage(listener: MessageListener<TData>): Unsubscribe;
  /**
   * Releases the adapter: listeners hear nothing more, and later calls reject
   * with `messaging/disposed`. The Firebase app itself belongs to the caller.
   */
  dispose(): Promise<void>;
}
