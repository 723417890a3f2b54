import { messagingErrors } from '@platform/messaging';
import { createMemoryMessaging } from '@platform/messaging/memory';
import { PlatformProvider } from '@platform/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AppMessageData } from '../app/app-message';
import { sendTestMessage } from '../app/memory-messaging';
import { NotificationsPanel } from './notifications-panel';

function renderPanel(messaging = createMemoryMessaging<AppMessageData>()) {
  let sent = 0;
  render(
    <PlatformProvider services={{ messaging }}>
      <NotificationsPanel onSendTestMessage={() => sendTestMessage(messaging, (sent += 1))} />
    </PlatformProvider>,
  );
  return messaging;
}

describe('NotificationsPanel', () => {
  it('asks only on a click, then shows the token and the test messages that arrive', async () => {
    const messaging = renderPanel();
    await act(async () => undefined);
    expect(screen.getByTestId('notification-permission').textContent).toBe('Permission: not asked yet');
    expect(messaging.control.prompts()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Send a test message' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' })));
    expect(messaging.control.prompts()).toBe(1);
    expect(screen.getByTestId('notification-permission').textContent).toBe('Permission: allowed');
    expect(screen.getByTestId('push-token').textContent).toBe('Push token: memory-push-token-1');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Send a test message' })));
    expect(screen.getByTestId('push-messages').textContent).toBe('Test message 1 arrived.');
  });

  it('explains what to do when notifications are blocked, and offers nothing that would register', async () => {
    const messaging = renderPanel(createMemoryMessaging<AppMessageData>({ permission: 'blocked' }));
    await act(async () => undefined);
    expect(screen.getByTestId('notifications-explanation').textContent).toBe(
      messagingErrors.messages['messaging/permission-blocked'],
    );
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(messaging.control.registrations.requests()).toEqual([]);
  });

  it('says a prompt is waiting for an answer, then that it was dismissed, and lets the person try again', async () => {
    const messaging = renderPanel(createMemoryMessaging<AppMessageData>());
    const answer = messaging.control.holdPrompt();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' })));
    expect(screen.getByTestId('notification-permission').textContent).toBe('Permission: waiting for your answer');
    expect(screen.getByTestId('notifications-explanation').textContent).toContain('Answer its prompt');
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toHaveProperty('disabled', true);

    await act(async () => answer('default'));
    expect(screen.getByTestId('notification-permission').textContent).toBe('Permission: not allowed yet');
    expect(screen.getByTestId('notifications-explanation').textContent).toBe(
      'The prompt was closed without an answer, so notifications are still off. Turn them on again and choose “Allow”.',
    );
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toHaveProperty('disabled', false);
    expect(messaging.control.registrations.requests()).toEqual([]);

    messaging.control.answerPromptWith('granted');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' })));
    expect(screen.getByTestId('notification-permission').textContent).toBe('Permission: allowed');
    expect(screen.queryByTestId('notifications-explanation')).toBeNull();
    expect(messaging.control.prompts()).toBe(2);
  });
});
