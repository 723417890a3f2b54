import type { ConfigSchema } from '../config-schema.js';
import type { ConfigValue, ConfigValues } from '../remote-config.types.js';

/**
 * Every key of `schema` at its default. A module of its own, because the lazy
 * facade answers with it before the implementation arrives, and a module the
 * facade imports is eager as a whole.
 */
export function defaultValues<S extends ConfigSchema>(schema: S): ConfigValues<S> {
  const defaults: Record<string, ConfigValue<unknown>> = {};
  for (const key in schema) defaults[key] = { value: schema[key].defaultValue, source: 'default' };
  return defaults as ConfigValues<S>;
}
