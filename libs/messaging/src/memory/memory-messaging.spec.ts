import { createManualClock } from '@platform/core';
import { PROVIDER_CONSTANTS } from '@platform/core/constants';
import fc from 'fast-check';
import { MESSAGING_ERROR_CODES, messagingErrors } from '../messaging.errors.js';
import type { NotificationPermissions } from '../internal/permissions.js';
import { createMemoryMessaging } from './memory-messaging.js';

describe('createMemoryMessaging', () => {
  it.each(MESSAGING_ERROR_CODES)('fails the next token call with an injected %s, then recovers', async (code) => {
    const port = createMemoryMessaging({ permission: 'granted' });
    port.control.failNext(code);
    await expect(port.getToken()).rejects.toMatchObject({
      name: 'PlatformError',
      code,
      message: messagingErrors.messages[code],
      customData: { operation: 'getToken', injected: true },
    });
    await expect(port.getToken()).resolves.toMatchObject({ status: 'granted' });
  });

  it('keeps its token lifecycle on the injected clock', async () => {
    const clock = createManualClock(0);
    const port = createMemoryMessaging({ clock, permission: 'granted' });
    const first = await port.getToken();
    clock.advance(7 * 24 * 60 * 60 * 1000);
    const second = await port.getToken();
    expect(second).not.toEqual(first);
    expect(port.control.registrations.requests()).toEqual([{ kind: 'create' }, { kind: 'update' }]);
  });

  it('updates the registration on a token call exactly when the token is 7 days old or more', async () => {
    const week = PROVIDER_CONSTANTS.messaging.tokenRefreshMs;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * week }), async (elapsed) => {
        const clock = createManualClock(0);
        const port = createMemoryMessaging({ clock, permission: 'granted' });
        await port.getToken();
        clock.advance(elapsed);
        await port.getToken();
        const kinds = port.control.registrations.requests().map((request) => request.kind);
        expect(kinds).toEqual(elapsed >= week ? ['create', 'update'] : ['create']);
      }),
    );
  });

  it('reads and asks for the permission through the given permissions, e.g. the browser’s', async () => {
    let permission: 'default' | 'granted' = 'default';
    const permissions: NotificationPermissions = {
      current: () => permission,
      request: async () => (permission = 'granted'),
    };
    const port = createMemoryMessaging({ permissions });
    expect(port.permission()).toBe('default');
    await expect(port.getToken()).resolves.toMatchObject({ status: 'granted' });
    expect(port.permission()).toBe('granted');
    expect(port.control.prompts()).toBe(0);
  });

  it('delivers a message to the listeners present, and to none after dispose', async () => {
    const port = createMemoryMessaging<{ readonly kind: string }>();
    const heard: string[] = [];
    port.onMessage((message) => heard.push(message.data?.kind ?? ''));
    port.control.deliver({ messageId: 'm1', from: 'sender', data: { kind: 'hello' } });
    await port.dispose();
    port.control.deliver({ messageId: 'm2', from: 'sender', data: { kind: 'late' } });
    expect(heard).toEqual(['hello']);
  });
});
