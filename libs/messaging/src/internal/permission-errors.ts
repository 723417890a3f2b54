/**
 * The messages of the refusals a token call resolves with: the app shows them, so only the catalogue holds them; the
 * implementation turns the SDK's `permission-blocked` into the outcome without them.
 */
export const PERMISSION_ERROR_MESSAGES = {
  'messaging/permission-blocked':
    'Notifications are blocked for this site. To receive them, allow notifications in your browser’s site settings, then try again.',
  'messaging/permission-default':
    'Notifications were not allowed. Choose “Allow” when your browser asks to receive them.',
} as const;

/** The SDK's codes for those port codes. */
export const PERMISSION_SDK_CODES = {
  'messaging/permission-blocked': 'messaging/permission-blocked',
  'messaging/permission-default': 'messaging/permission-default',
} as const;
