import { isPlatformError, type PlatformError } from '@platform/core';
import { PROVIDER_CONSTANTS } from '@platform/core/constants';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistrationRequest } from './internal/registration-requests.js';
import { messagingErrors, type MessagingErrorCode } from './messaging.errors.js';
import type { MessagingPort } from './messaging.port.js';
import type { PushMessage, PushPermission, SitePermission } from './messaging.types.js';

export type { RegistrationRequest } from './internal/registration-requests.js';

/** The app's message data in the contract's cases. */
export interface ContractMessageData extends Readonly<Record<string, string>> {
  /** The id the cases put in each message, to tell messages apart. */
  readonly orderId: string;
}

/** The browser and the registration endpoint behind a port, with its time. */
export interface MessagingContractBackend {
  /** Sets the notification permission, as the person can in the site settings. */
  setPermission(permission: Exclude<SitePermission, 'unsupported'>): void;
  /** What the person answers the next prompts with (`default` dismisses it). */
  answerPromptWith(answer: Exclude<SitePermission, 'unsupported'>): void;
  /** Leaves the next prompt open and unanswered; the returned function answers it (`default` dismisses it). */
  holdPrompt(): (answer: Exclude<SitePermission, 'unsupported'>) => void;
  /** How many times the permission prompt was shown. */
  prompts(): number;
  /** Every request that reached the registration endpoint, in order. */
  requests(): readonly RegistrationRequest[];
  /** Every request that left the page for any Google endpoint (registration, installations, …); 0 for the memory adapter's. */
  networkRequests(): number;
  /** The registration endpoint refuses the next request of `kind`. */
  refuseNext(kind: RegistrationRequest['kind']): void;
  /** A message arrives while the app is in the foreground. */
  deliver(message: PushMessage<ContractMessageData>): Promise<void>;
  /** Moves time forward by `ms`. */
  advanceTime(ms: number): Promise<void>;
}

/** A fresh port under test, with its backend. */
export interface MessagingContractSubject {
  /** The port under test; nothing has called it yet. */
  readonly port: MessagingPort<ContractMessageData>;
  /** Its backend. */
  readonly backend: MessagingContractBackend;
  /** Makes the port's Firebase app unusable, as deleting it does. */
  deleteApp(): Promise<void>;
  /** Frees what the subject holds; called after each case. */
  dispose?(): Promise<void> | void;
}

/** What a case asks of the factory. */
export interface MessagingContractOptions {
  /** `false` for a browser without a service worker, PushManager and Notification. */
  readonly supported: boolean;
}

/** Builds a fresh subject for each case. */
export type MessagingContractFactory = (
  options: MessagingContractOptions,
) => Promise<MessagingContractSubject> | MessagingContractSubject;

/** A VAPID public key in the shape the Push API accepts (a P-256 point, URL-safe base64). */
export const CONTRACT_VAPID_KEY = `B${'A'.repeat(86)}`;

const { tokenRefreshMs } = PROVIDER_CONSTANTS.messaging;

async function rejectionOf(work: Promise<unknown>, code: MessagingErrorCode): Promise<PlatformError> {
  const outcome = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPlatformError(outcome)) throw new Error(`Expected a rejection with ${code}, got ${String(outcome)}.`);
  expect(outcome.code).toBe(code);
  expect(outcome.message).toBe(messagingErrors.messages[code]);
  return outcome;
}

const kinds = (requests: readonly RegistrationRequest[]) => requests.map((request) => request.kind);

const tokenOf = async (port: MessagingPort<ContractMessageData>): Promise<string> => {
  const result = await port.getToken();
  if (result.status !== 'granted') throw new Error(`Expected a token, got ${result.status}.`);
  return result.token;
};

const MESSAGE: PushMessage<ContractMessageData> = {
  messageId: 'message-1',
  from: '000000000000',
  notification: { title: 'Order shipped', body: 'Your order is on its way.' },
  data: { orderId: '42' },
};

/**
 * The behavioural specification of {@link MessagingPort}. Every adapter runs it:
 * `messagingContract('memory', factory)` defines the suite `messaging contract [memory]`.
 */
export function messagingContract(adapterName: string, factory: MessagingContractFactory): void {
  describe(`messaging contract [${adapterName}]`, () => {
    let subject: MessagingContractSubject | undefined;
    const setup = async (options: MessagingContractOptions = { supported: true }) => {
      subject = await factory(options);
      return subject;
    };
    afterEach(async () => {
      await subject?.port.dispose();
      await subject?.dispose?.();
      subject = undefined;
    });

    it('reports a browser without service worker, PushManager and Notification as unsupported, and never throws', async () => {
      const { port, backend } = await setup({ supported: false });
      await expect(port.isSupported()).resolves.toBe(false);
      expect(port.permission()).toBe('unsupported');
      await expect(port.requestPermission()).resolves.toBe('unsupported');
      await expect(port.getToken()).resolves.toEqual({ status: 'unsupported', code: 'messaging/unsupported-browser' });
      await expect(port.deleteToken()).resolves.toBeUndefined();
      port.onMessage(() => undefined)();
      expect(port.currentToken()).toBeNull();
      expect(backend.networkRequests()).toBe(0);
    });

    it('reads the permission without asking, and asks only while it is default', async () => {
      const { port, backend } = await setup();
      await expect(port.isSupported()).resolves.toBe(true);
      expect(port.permission()).toBe('default');
      backend.setPermission('blocked');
      expect(port.permission()).toBe('blocked');
      await expect(port.requestPermission()).resolves.toBe('blocked');
      backend.setPermission('default');
      backend.answerPromptWith('granted');
      await expect(port.requestPermission()).resolves.toBe('granted');
      expect(port.permission()).toBe('granted');
      await expect(port.requestPermission()).resolves.toBe('granted');
      expect(backend.prompts()).toBe(1);
      expect(backend.networkRequests()).toBe(0);
    });

    it('tells permission listeners the answer to the prompt, and a change made in the site settings once a call sees it', async () => {
      const { port, backend } = await setup();
      const heard: PushPermission[] = [];
      port.onPermissionChange((permission) => heard.push(permission));
      backend.answerPromptWith('granted');
      await port.requestPermission();
      expect(heard).toEqual(['prompting', 'granted']);
      backend.setPermission('blocked');
      await expect(port.getToken()).resolves.toMatchObject({ status: 'blocked' });
      expect(heard).toEqual(['prompting', 'granted', 'blocked']);
    });

    it('reads prompting while the person has not answered, then their answer, and tells listeners both', async () => {
      const { port, backend } = await setup();
      const heard: PushPermission[] = [];
      port.onPermissionChange((permission) => heard.push(permission));
      const answer = backend.holdPrompt();
      let settled = false;
      const asked = port.requestPermission().finally(() => (settled = true));
      await backend.advanceTime(0);
      expect(port.permission()).toBe('prompting');
      expect(heard).toEqual(['prompting']);
      expect(settled).toBe(false);

      answer('granted');
      await expect(asked).resolves.toBe('granted');
      expect(port.permission()).toBe('granted');
      expect(heard).toEqual(['prompting', 'granted']);
      expect(backend.prompts()).toBe(1);
    });

    it('reads dismissed after the person closes the prompt, and asks again on the next call', async () => {
      const { port, backend } = await setup();
      const heard: PushPermission[] = [];
      port.onPermissionChange((permission) => heard.push(permission));
      const answer = backend.holdPrompt();
      const first = port.getToken({ vapidKey: CONTRACT_VAPID_KEY });
      await backend.advanceTime(0);
      expect(port.permission()).toBe('prompting');
      answer('default');
      await expect(first).resolves.toEqual({ status: 'dismissed', code: 'messaging/permission-default' });
      expect(port.permission()).toBe('dismissed');
      expect(heard).toEqual(['prompting', 'dismissed']);
      expect(backend.requests()).toEqual([]);

      backend.answerPromptWith('granted');
      await expect(port.getToken({ vapidKey: CONTRACT_VAPID_KEY })).resolves.toMatchObject({ status: 'granted' });
      expect(backend.prompts()).toBe(2);
      expect(heard).toEqual(['prompting', 'dismissed', 'prompting', 'granted']);
    });

    it('returns blocked without asking and without a single request when notifications are blocked', async () => {
      const { port, backend } = await setup();
      backend.setPermission('blocked');
      const heard: (string | null)[] = [];
      port.onTokenChange((token) => heard.push(token));
      await expect(port.getToken({ vapidKey: CONTRACT_VAPID_KEY })).resolves.toEqual({
        status: 'blocked',
        code: 'messaging/permission-blocked',
      });
      expect(backend.prompts()).toBe(0);
      expect(backend.requests()).toEqual([]);
      expect(backend.networkRequests()).toBe(0);
      expect(port.currentToken()).toBeNull();
      expect(heard).toEqual([]);
    });

    it('asks first while the permission is default, and registers once the person allows', async () => {
      const { port, backend } = await setup();
      backend.answerPromptWith('granted');
      const result = await port.getToken();
      expect(result).toEqual({ status: 'granted', token: expect.any(String) });
      expect(backend.prompts()).toBe(1);
      expect(port.permission()).toBe('granted');
      expect(kinds(backend.requests())).toEqual(['create']);
    });

    it.each([
      ['dismisses', 'default', { status: 'dismissed', code: 'messaging/permission-default' }],
      ['blocks', 'blocked', { status: 'blocked', code: 'messaging/permission-blocked' }],
    ] as const)('goes no further when the person %s the prompt', async (_, answer, outcome) => {
      const { port, backend } = await setup();
      backend.answerPromptWith(answer);
      await expect(port.getToken()).resolves.toEqual(outcome);
      expect(backend.prompts()).toBe(1);
      expect(backend.requests()).toEqual([]);
      expect(backend.networkRequests()).toBe(0);
    });

    it('serves the same token until it is 7 days old, and tells token listeners once', async () => {
      const { port, backend } = await setup();
      backend.setPermission('granted');
      const heard: (string | null)[] = [];
      port.onTokenChange((token) => heard.push(token));
      const token = await tokenOf(port);
      expect(port.currentToken()).toBe(token);
      await backend.advanceTime(tokenRefreshMs - 1);
      await expect(tokenOf(port)).resolves.toBe(token);
      expect(kinds(backend.requests())).toEqual(['create']);
      expect(heard).toEqual([token]);
      expect(backend.prompts()).toBe(0);
    });

    it('refreshes a 7-day-old token by updating its registration, not by creating a second one', async () => {
      const { port, backend } = await setup();
      backend.setPermission('granted');
      const heard: (string | null)[] = [];
      port.onTokenChange((token) => heard.push(token));
      const first = await tokenOf(port);
      await backend.advanceTime(tokenRefreshMs);
      const refreshed = await tokenOf(port);
      expect(kinds(backend.requests())).toEqual(['create', 'update']);
      expect(refreshed).not.toBe(first);
      expect(heard).toEqual([first, refreshed]);
      // The refresh restarts the 7 days.
      await backend.advanceTime(tokenRefreshMs - 1);
      await expect(tokenOf(port)).resolves.toBe(refreshed);
      expect(kinds(backend.requests())).toEqual(['create', 'update']);
    });

    it('replaces the registration when the VAPID key changes', async () => {
      const { port, backend } = await setup();
      backend.setPermission('granted');
      const first = await tokenOf(port);
      const other = `B${'Q'.repeat(86)}`;
      const result = await port.getToken({ vapidKey: other });
      expect(result).toEqual({ status: 'granted', token: expect.any(String) });
      expect(result.status === 'granted' && result.token).not.toBe(first);
      expect(kinds(backend.requests())).toEqual(['create', 'delete', 'create']);
    });

    it('rejects a malformed VAPID key with messaging/invalid-vapid-key before asking or sending anything', async () => {
      const { port, backend } = await setup();
      const error = await rejectionOf(port.getToken({ vapidKey: 'not-a-key' }), 'messaging/invalid-vapid-key');
      expect(error.customData['developerHint']).toEqual(expect.any(String));
      expect(backend.prompts()).toBe(0);
      expect(backend.networkRequests()).toBe(0);
    });

    it('rejects a refused registration with messaging/token-subscribe-failed, then registers on the next call', async () => {
      const { port, backend } = await setup();
      backend.setPermission('granted');
      backend.refuseNext('create');
      await rejectionOf(port.getToken(), 'messaging/token-subscribe-failed');
      expect(port.currentToken()).toBeNull();
      await expect(tokenOf(port)).resolves.toEqual(expect.any(String));
      expect(kinds(backend.requests())).toEqual(['create', 'create']);
    });

    it('rejects a refused refresh with messaging/token-update-failed and keeps the token it had', async () => {
      const { port, backend } = await setup();
      backend.setPermission('granted');
      const first = await tokenOf(port);
      await backend.advanceTime(tokenRefreshMs);
      backend.refuseNext('update');
      await rejectionOf(port.getToken(), 'messaging/token-update-failed');
      expect(port.currentToken()).toBe(first);
      await expect(tokenOf(port)).resolves.not.toBe(first);
      expect(kinds(backend.requests())).toEqual(['create', 'update', 'update']);
    });

    it('deletes the token: listeners hear null, and the next token is a new registration', async () => {
      const { port, backend } = await setup();
      backend.setPermission('granted');
      const heard: (string | null)[] = [];
      port.onTokenChange((token) => heard.push(token));
      const first = await tokenOf(port);
      await port.deleteToken();
      expect(port.currentToken()).toBeNull();
      const second = await tokenOf(port);
      expect(second).not.toBe(first);
      expect(heard).toEqual([first, null, second]);
      expect(kinds(backend.requests())).toEqual(['create', 'delete', 'create']);
    });

    it('rejects a refused delete with messaging/token-unsubscribe-failed and keeps the token', async () => {
      const { port, backend } = await setup();
      backend.setPermission('granted');
      const token = await tokenOf(port);
      backend.refuseNext('delete');
      await rejectionOf(port.deleteToken(), 'messaging/token-unsubscribe-failed');
      expect(port.currentToken()).toBe(token);
      await expect(tokenOf(port)).resolves.toBe(token);
    });

    it("tells every onMessage listener about a foreground message, with the app's data, until it unsubscribes", async () => {
      const { port, backend } = await setup();
      backend.setPermission('granted');
      await tokenOf(port);
      const first: PushMessage<ContractMessageData>[] = [];
      const second: string[] = [];
      const stop = port.onMessage((message) => first.push(message));
      port.onMessage((message) => second.push(message.data?.orderId ?? ''));
      await backend.deliver(MESSAGE);
      expect(first).toEqual([MESSAGE]);
      expect(second).toEqual(['42']);
      stop();
      await backend.deliver({ ...MESSAGE, messageId: 'message-2', data: { orderId: '43' } });
      expect(first).toHaveLength(1);
      expect(second).toEqual(['42', '43']);
    });

    it('rejects token calls with messaging/app-deleted once the app is deleted', async () => {
      const subject = await setup();
      subject.backend.setPermission('granted');
      await subject.deleteApp();
      await rejectionOf(subject.port.getToken(), 'messaging/app-deleted');
    });

    it('rejects every call with messaging/disposed after dispose, and tells listeners nothing more', async () => {
      const { port, backend } = await setup();
      backend.setPermission('granted');
      await tokenOf(port);
      const messages: unknown[] = [];
      const tokens: unknown[] = [];
      port.onMessage((message) => messages.push(message));
      port.onTokenChange((token) => tokens.push(token));
      await port.dispose();
      await rejectionOf(port.getToken(), 'messaging/disposed');
      await rejectionOf(port.deleteToken(), 'messaging/disposed');
      await rejectionOf(port.requestPermission(), 'messaging/disposed');
      await backend.deliver(MESSAGE);
      expect(messages).toEqual([]);
      expect(tokens).toEqual([]);
    });
  });
}
