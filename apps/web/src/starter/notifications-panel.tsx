import { messagingErrors, type PushPermission } from '@platform/messaging';
import { useMessages, useNotificationPermission, usePushToken } from '@platform/messaging/react';
import { errorMessage } from '../account/error-message';
import type { AppMessageData } from '../app/app-message';
import pills from './next-steps-panel.module.css';
import styles from './notifications-panel.module.css';
import section from './section.module.css';

const PERMISSION_LABELS: Record<PushPermission, string> = {
  default: 'not asked yet',
  prompting: 'waiting for your answer',
  dismissed: 'not allowed yet',
  granted: 'allowed',
  blocked: 'blocked',
  unsupported: 'not available in this browser',
};

/** What each state means for the person, where there is something to do or to know. */
const PERMISSION_EXPLANATIONS: Partial<Record<PushPermission, string>> = {
  prompting:
    'Your browser is asking whether this site may show notifications. Answer its prompt, next to the address bar; if you see none, look for a bell icon there.',
  dismissed:
    'The prompt was closed without an answer, so notifications are still off. Turn them on again and choose “Allow”.',
  blocked: messagingErrors.messages['messaging/permission-blocked'],
};

/** Props of {@link NotificationsPanel}. */
export interface NotificationsPanelProps {
  /** Delivers a test message; only the memory driver has one. */
  readonly onSendTestMessage?: () => void;
}

/**
 * The starter view's notifications: the current permission, a button that asks
 * only when the person clicks it, what to do when notifications are blocked,
 * the token once there is one, and the messages that arrive while the page is open.
 */
export function NotificationsPanel({ onSendTestMessage }: NotificationsPanelProps) {
  const { permission } = useNotificationPermission();
  const { token, request, requestToken } = usePushToken();
  const messages = useMessages<AppMessageData>();
  const outcome = request.status === 'done' && request.result.status !== 'granted' ? request.result : undefined;
  const blocked = permission === 'blocked' || outcome?.status === 'blocked';
  const explanation = blocked
    ? PERMISSION_EXPLANATIONS.blocked
    : (PERMISSION_EXPLANATIONS[permission] ?? (outcome && messagingErrors.messages[outcome.code]));

  return (
    <section className={section.section} aria-labelledby="notifications">
      <h2 id="notifications" className={section.heading}>
        Notifications
      </h2>
      <p className={styles.status} data-testid="notification-permission">
        Permission: {PERMISSION_LABELS[permission]}
      </p>
      {explanation && (
        <p className={styles.explanation} role="status" data-testid="notifications-explanation">
          {explanation}
        </p>
      )}
      {request.status === 'error' && (
        <p className={styles.explanation} role="alert">
          {errorMessage(request.error)}
        </p>
      )}
      {!token && !blocked && permission !== 'unsupported' && (
        <div>
          <button
            type="button"
            className={pills.button}
            disabled={request.status === 'pending'}
            onClick={() => void requestToken()}
          >
            Turn on notifications
          </button>
        </div>
      )}
      {token && (
        <p className={styles.token} data-testid="push-token">
          Push token: <code>{token}</code>
        </p>
      )}
      {onSendTestMessage && token && (
        <div>
          <button type="button" className={pills.button} onClick={onSendTestMessage}>
            Send a test message
          </button>
        </div>
      )}
      {messages.length > 0 && (
        <ul className={styles.messages} aria-label="Messages" data-testid="push-messages">
          {messages.map((message) => (
            <li key={message.messageId}>{message.data?.text ?? message.notification?.body ?? message.messageId}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
