import { createSubscribable, type Subscribable } from '@platform/core';
import type { ConfigSchema } from '../config-schema.js';
import type { ConfigValue, ConfigValues } from '../remote-config.types.js';
import { defaultValues } from './default-values.js';

/** Remote texts by key, as the server sends them. */
export type RemoteTexts = Readonly<Record<string, string>>;

/** The values in use, which the facade reads before the implementation arrives and both adapters update. */
export type ActiveValues<S extends ConfigSchema> = Subscribable<ConfigValues<S>>;

/** Creates the values of `schema`, every key at its default. */
export const createActiveValues = <S extends ConfigSchema>(schema: S): ActiveValues<S> =>
  createSubscribable(defaultValues(schema));

/**
 * Reads `remote` through the schema and makes it the values in use: a key
 * without remote text has its default, one whose text is not of its type the
 * default with source `static`. Returns whether any value changed.
 */
export function applyRemoteTexts<S extends ConfigSchema>(
  values: ActiveValues<S>,
  schema: S,
  remote: RemoteTexts,
): boolean {
  const next: Record<string, ConfigValue<unknown>> = {};
  for (const key in schema) {
    const entry = schema[key];
    const raw = remote[key];
    const decoded = raw === undefined ? undefined : entry.decode(raw);
    next[key] = !decoded
      ? { value: entry.defaultValue, source: 'default' }
      : decoded.ok
        ? { value: decoded.value, source: 'remote' }
        : { value: entry.defaultValue, source: 'static', problem: decoded.problem };
  }
  // Values come from JSON and strings, so their JSON text tells whether anything changed.
  if (JSON.stringify(next) === JSON.stringify(values.get())) return false;
  return values.emit(next as ConfigValues<S>);
}
