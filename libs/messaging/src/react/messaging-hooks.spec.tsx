import { createManualClock, PROVIDER_CONSTANTS } from '@platform/core';
import { createSubscriptionStore, PlatformProvider } from '@platform/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryMessaging, type MemoryMessaging } from '../memory/memory-messaging.js';
import { useMessages } from './use-messages.js';
import { useNotificationPermission } from './use-notification-permission.js';
import { usePushToken } from './use-push-token.js';

interface OrderData extends Readonly<Record<string, string>> {
  readonly orderId: string;
}

function Permission() {
  const { permission, request } = useNotificationPermission();
  return (
    <button type="button" data-testid="permission" onClick={() => void request()}>
      {permission}
    </button>
  );
}

function Token({ name }: { name: string }) {
  const { token, request, requestToken } = usePushToken();
  const outcome = request.status === 'done' ? request.result.status : request.status;
  return (
    <button type="button" data-testid={name} onClick={() => void requestToken()}>
      {`${token ?? 'none'}|${outcome}`}
    </button>
  );
}

function Messages({ name }: { name: string }) {
  const messages = useMessages<OrderData>();
  return <p data-testid={name}>{messages.map((message) => message.data?.orderId).join(',')}</p>;
}

function renderWith(port: MemoryMessaging<OrderData>, children: React.ReactNode) {
  const store = createSubscriptionStore({ keepAliveMs: 0 });
  return render(
    <PlatformProvider services={{ messaging: port }} store={store}>
      {children}
    </PlatformProvider>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('messaging hooks', () => {
  it('never asks on mount; a click asks, and every component shows the token and its refresh', async () => {
    const clock = createManualClock(0);
    const port = createMemoryMessaging<OrderData>({ clock });
    renderWith(
      port,
      <>
        <Permission />
        <Token name="a" />
        <Token name="b" />
      </>,
    );
    await act(async () => undefined);
    expect(text('permission')).toBe('default');
    expect(text('a')).toBe('none|idle');
    expect(port.control.prompts()).toBe(0);
    expect(port.control.registrations.requests()).toEqual([]);

    await act(async () => fireEvent.click(screen.getByTestId('a')));
    expect(port.control.prompts()).toBe(1);
    expect(text('permission')).toBe('granted');
    expect(text('a')).toBe('memory-push-token-1|granted');
    expect(text('b')).toBe('memory-push-token-1|idle');

    clock.advance(PROVIDER_CONSTANTS.messaging.tokenRefreshMs);
    await act(async () => fireEvent.click(screen.getByTestId('b')));
    expect(text('a')).toBe('memory-push-token-2|granted');
    expect(port.control.registrations.requests()).toEqual([{ kind: 'create' }, { kind: 'update' }]);
  });

  it('shows the blocked outcome with no request, and follows a permission changed in the site settings', async () => {
    const port = createMemoryMessaging<OrderData>({ permission: 'blocked' });
    renderWith(
      port,
      <>
        <Permission />
        <Token name="a" />
      </>,
    );
    await act(async () => fireEvent.click(screen.getByTestId('a')));
    expect(text('a')).toBe('none|blocked');
    expect(port.control.registrations.requests()).toEqual([]);
    await act(async () => port.control.setPermission('granted'));
    expect(text('permission')).toBe('granted');
  });

  it('shows foreground messages to every component, oldest first', async () => {
    const port = createMemoryMessaging<OrderData>();
    renderWith(
      port,
      <>
        <Messages name="a" />
        <Messages name="b" />
      </>,
    );
    await act(async () => undefined);
    act(() => {
      port.control.deliver({ messageId: '1', from: 'sender', data: { orderId: '41' } });
      port.control.deliver({ messageId: '2', from: 'sender', data: { orderId: '42' } });
    });
    expect(text('a')).toBe('41,42');
    expect(text('b')).toBe('41,42');
  });
});
