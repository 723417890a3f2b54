/** The messages of the codes only the realtime update stream raises, shipped with its own chunk. */
export const REALTIME_ERROR_MESSAGES = {
  'remote-config/realtime-unavailable': 'Live settings updates are not available right now.',
  'remote-config/update-not-fetched': 'A settings update was announced but could not be loaded.',
} as const;

/** The SDK's codes for each of those port codes. */
export const REALTIME_SDK_CODES = {
  'remoteconfig/stream-error': 'remote-config/realtime-unavailable',
  'remoteconfig/realtime-unavailable': 'remote-config/realtime-unavailable',
  'remoteconfig/update-message-invalid': 'remote-config/update-not-fetched',
  'remoteconfig/update-not-fetched': 'remote-config/update-not-fetched',
} as const;
