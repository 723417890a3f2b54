import type { PushTokenResult } from '../messaging.types.js';

type Refusal = Exclude<PushTokenResult, { status: 'granted' }>;

const CODES: { readonly [S in Refusal['status']]: Extract<Refusal, { status: S }>['code'] } = {
  blocked: 'messaging/permission-blocked',
  dismissed: 'messaging/permission-default',
  unsupported: 'messaging/unsupported-browser',
};

/** Why there is no token: the person blocked notifications or dismissed the prompt, or the browser cannot have one. */
export const refusal = <S extends Refusal['status']>(status: S) =>
  ({ status, code: CODES[status] }) as Extract<Refusal, { status: S }>;
