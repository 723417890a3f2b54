import type { PushData, PushMessage } from '../../messaging.types.js';

/** A message as the SDK's service worker posts it to a page that has focus (its internal payload format). */
export const toSdkPayload = <TData extends PushData>(message: PushMessage<TData>) => ({
  isFirebaseMessaging: true,
  messageType: 'push-received',
  fcmMessageId: message.messageId,
  from: message.from,
  ...(message.notification && { notification: message.notification }),
  ...(message.data && { data: message.data }),
  ...(message.collapseKey && { collapse_key: message.collapseKey }),
  ...(message.link && { fcmOptions: { link: message.link } }),
});
