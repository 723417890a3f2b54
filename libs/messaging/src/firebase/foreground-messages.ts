import { createSdkListeners, type SdkListeners } from '@platform/core';
// Imported statically, so that the bundler ships the SDK's handler in this part's own lazy chunk.
import { onMessage, type MessagePayload, type Messaging } from 'firebase/messaging';
import type { MessagingPort } from '../messaging.port.js';
import type { PushData, PushMessage } from '../messaging.types.js';
import { toCallError, type MessagingImplementation } from './firebase-messaging.js';
import { toPushMessage } from './push-message.js';

/** Foreground messages: the one part of the port that needs the SDK's `onMessage` and its listener machinery. */
export interface ForegroundMessages<TData extends PushData> {
  /** {@link MessagingPort.onMessage}. */
  readonly onMessage: MessagingPort<TData>['onMessage'];
  /** Silences every listener and closes this port's share of the SDK handler. */
  dispose(): Promise<void>;
}

/**
 * The SDK keeps one `onMessage` handler per app, and its unsubscribe clears whichever handler is current: every port
 * on an app hears messages through this one listener, opened while any of them listens.
 */
const sdkMessages = new WeakMap<Messaging, SdkListeners<MessagePayload>>();
const sdkMessagesOf = (messaging: Messaging): SdkListeners<MessagePayload> => {
  let messages = sdkMessages.get(messaging);
  if (!messages) {
    messages = createSdkListeners<MessagePayload>({
      open: ({ emit }) => onMessage(messaging, emit),
      toError: toCallError,
    });
    sdkMessages.set(messaging, messages);
  }
  return messages;
};

/**
 * Makes the port's `onMessage` over the implementation's SDK instance, in a chunk of its own loaded in the same round
 * as the implementation. Without an app there are no messages to hear; the failure reaches whoever asks for a token,
 * and the next listener tries again.
 */
export function createForegroundMessages<TData extends PushData>(
  implementation: MessagingImplementation<TData>,
): ForegroundMessages<TData> {
  const messages = createSdkListeners<PushMessage<TData>>({
    open: async ({ emit }) => {
      const messaging = await implementation.supportedMessaging();
      if (!messaging) return () => undefined;
      return sdkMessagesOf(messaging).add((payload: MessagePayload) => emit(toPushMessage<TData>(payload)));
    },
    toError: toCallError,
  });
  return {
    onMessage: (listener) => messages.add(listener),
    async dispose() {
      messages.close();
      await messages.settled();
    },
  };
}
