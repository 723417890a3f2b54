import type { MessagePayload } from 'firebase/messaging';
import type { PushData, PushMessage } from '../messaging.types.js';

/** The SDK's foreground payload as a {@link PushMessage}, with only the fields the message has. */
export function toPushMessage<TData extends PushData>(payload: MessagePayload): PushMessage<TData> {
  const { messageId, from, notification, data, collapseKey, fcmOptions } = payload;
  return {
    messageId,
    from,
    ...(notification && { notification }),
    // FCM sends data as string pairs; the app's type names the keys it sends.
    ...(data && { data: data as TData }),
    ...(collapseKey && { collapseKey }),
    ...(fcmOptions?.link && { link: fcmOptions.link }),
  };
}
