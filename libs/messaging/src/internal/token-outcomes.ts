import type { PushTokenResult } from '../messaging.types.js';

type Outcome<S extends PushTokenResult['status']> = Extract<PushTokenResult, { status: S }>;

/** The person blocked notifications. */
export const BLOCKED: Outcome<'blocked'> = { status: 'blocked', code: 'messaging/permission-blocked' };

/** The person dismissed the prompt. */
export const DISMISSED: Outcome<'dismissed'> = { status: 'dismissed', code: 'messaging/permission-default' };

/** The browser cannot receive push messages. */
export const UNSUPPORTED: Outcome<'unsupported'> = {
  status: 'unsupported',
  code: 'messaging/unsupported-browser',
};
