import type { ConfigSchema } from '../config-schema.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { ActiveValues } from './active-values.js';
import type { FetchStatus } from './fetch-status.js';

/** The port's synchronous members, read from state every adapter (and the lazy facade) keeps the same way. */
export type ReadMembers<S extends ConfigSchema> = Pick<
  RemoteConfigPort<S>,
  'schema' | 'getValue' | 'getAll' | 'watchValues' | 'getStatus' | 'watchStatus'
>;

/** Builds the synchronous members over `values` and `status`. */
export function readMembers<S extends ConfigSchema>(
  schema: S,
  values: ActiveValues<S>,
  status: FetchStatus,
): ReadMembers<S> {
  return {
    schema,
    getValue: (key) => values.get()[key],
    getAll: () => values.get(),
    watchValues: (listener) => values.subscribe(listener),
    getStatus: () => status.get(),
    watchStatus: (listener) => status.subscribe(listener),
  };
}
