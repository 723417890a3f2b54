/**
 * The notification permission as the browser keeps it for the site: `default` until the person answers a prompt,
 * `granted`, `blocked` (the browser's `denied`, which only the person can undo in the site settings), or
 * `unsupported` where the browser has no Notification, service worker or Push API.
 */
export type SitePermission = 'default' | 'granted' | 'blocked' | 'unsupported';

/**
 * The notification permission as the port reports it: the {@link SitePermission}, and while the site's is still
 * `default`, where this page's prompt stands: `prompting` while the browser shows it and the person has not answered,
 * `dismissed` once they closed it without answering (asking again may show it again; browsers block notifications
 * after a few dismissals). `default` then means nobody has been asked yet.
 */
export type PushPermission = SitePermission | 'prompting' | 'dismissed';

/** The data of a push message, as FCM delivers it: string keys and string values. */
export type PushData = Readonly<Record<string, string>>;

/** The visible part of a push message, when it has one. */
export interface PushNotification {
  /** The notification's title. */
  readonly title?: string;
  /** The notification's text. */
  readonly body?: string;
  /** The URL of an image to show in the notification. */
  readonly image?: string;
  /** The URL of the notification's icon. */
  readonly icon?: string;
}

/** A push message received while the app is in the foreground, with the app's own data type. */
export interface PushMessage<TData extends PushData = PushData> {
  /** FCM's id for the message. */
  readonly messageId: string;
  /** The sender id it came from. */
  readonly from: string;
  /** The notification to show, if the message carries one. */
  readonly notification?: PushNotification;
  /** The app's data; `undefined` for a notification-only message. */
  readonly data?: TData;
  /** The collapse key, when the sender set one. */
  readonly collapseKey?: string;
  /** The link to open when the notification is clicked, when the sender set one. */
  readonly link?: string;
}

/** Options for {@link MessagingPort.getToken}; both fall back to the adapter's own. */
export interface GetPushTokenOptions {
  /** The public VAPID key of the web push certificate (Firebase console › Cloud Messaging), URL-safe base64. */
  readonly vapidKey?: string;
  /** The service worker that receives background messages; the SDK registers `/firebase-messaging-sw.js` otherwise. */
  readonly serviceWorkerRegistration?: ServiceWorkerRegistration;
}

/**
 * What {@link MessagingPort.getToken} gives: a token, or the expected reason
 * there is none, with the catalogue code whose message explains it.
 */
export type PushTokenResult =
  | {
      /** Notifications are allowed and this browser is registered. */
      readonly status: 'granted';
      /** The FCM registration token to send messages to. */
      readonly token: string;
    }
  | {
      /** The person blocked notifications; no SDK or network call was made. */
      readonly status: 'blocked';
      readonly code: 'messaging/permission-blocked';
    }
  | {
      /** The person dismissed the prompt without answering; asking again later may work. */
      readonly status: 'dismissed';
      readonly code: 'messaging/permission-default';
    }
  | {
      /** This browser cannot receive push messages. */
      readonly status: 'unsupported';
      readonly code: 'messaging/unsupported-browser';
    };

/** Hears each foreground message. */
export type MessageListener<TData extends PushData = PushData> = (message: PushMessage<TData>) => void;

/** Hears the token after each change: a new or refreshed token, or `null` once it is deleted. */
export type TokenListener = (token: string | null) => void;

/** Stops a listener; calling it again does nothing. */
export type Unsubscribe = () => void;
