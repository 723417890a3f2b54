import type { RtdbQuery } from '../rtdb.types.js';

/** The store key of one listener kind at `path` with `query`, within the port's scope. */
export const subscriptionKey = (kind: 'value' | 'list', path: string, query: RtdbQuery | undefined): string =>
  `rtdb:${kind}:${path.split('/').filter(Boolean).join('/')}:${JSON.stringify(query ?? {})}`;

/** The store key of the connection state. */
export const CONNECTION_KEY = 'rtdb:connection';
