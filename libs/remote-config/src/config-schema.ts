import type { StandardSchemaV1 } from './standard-schema.js';

/** What a remote text turned out to be when read as a key's type. */
export type Decoded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

/** One key of a {@link ConfigSchema}: its kind, its default, and how a remote text is read as its type. */
export interface ConfigEntry<T> {
  /** How the value is read from the remote text. */
  readonly kind: 'string' | 'number' | 'boolean' | 'json';
  /** The value used until a remote one is activated, and whenever the remote one cannot be read. */
  readonly defaultValue: T;
  /** Reads a remote text as this key's type. */
  decode(raw: string): Decoded<T>;
  /** The default as the SDK stores values: text. */
  readonly defaultText: string;
}

/** A JSON key declared with {@link json}. */
export interface JsonEntry<T> extends ConfigEntry<T> {
  /** Marks a JSON key, as against a plain string, number or boolean default. */
  readonly kind: 'json';
}

/** The defaults an app declares: a string, number or boolean for plain keys, {@link json} for structured ones. */
export type ConfigDefaults = Readonly<Record<string, string | number | boolean | JsonEntry<unknown>>>;

/** The value type of a declared default. */
export type ValueOfDefault<D> =
  D extends JsonEntry<infer T> ? T : D extends boolean ? boolean : D extends number ? number : string;

/** The typed schema {@link defineConfig} returns: one entry per key. */
export type ConfigSchema<D extends ConfigDefaults = ConfigDefaults> = {
  readonly [K in keyof D]: ConfigEntry<ValueOfDefault<D[K]>>;
};

/** The value type of a schema's key. */
export type ValueOf<E> = E extends ConfigEntry<infer T> ? T : never;

/** The keys of a schema. */
export type ConfigKey<S> = keyof S & string;

const BOOLEAN_TRUE = new Set(['1', 'true', 't', 'yes', 'y', 'on']);
const BOOLEAN_FALSE = new Set(['0', 'false', 'f', 'no', 'n', 'off']);

const booleanEntry = (defaultValue: boolean): ConfigEntry<boolean> => ({
  kind: 'boolean',
  defaultValue,
  defaultText: String(defaultValue),
  decode(raw) {
    const text = raw.trim().toLowerCase();
    if (BOOLEAN_TRUE.has(text)) return { ok: true, value: true };
    if (BOOLEAN_FALSE.has(text)) return { ok: true, value: false };
    return { ok: false, problem: `"${raw}" is not a boolean.` };
  },
});

const numberEntry = (defaultValue: number): ConfigEntry<number> => ({
  kind: 'number',
  defaultValue,
  defaultText: String(defaultValue),
  decode(raw) {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: `"${raw}" is not a number.` };
  },
});

const stringEntry = (defaultValue: string): ConfigEntry<string> => ({
  kind: 'string',
  defaultValue,
  defaultText: defaultValue,
  decode: (raw) => ({ ok: true, value: raw }),
});

function validate<T>(schema: StandardSchemaV1<T>, value: unknown): Decoded<T> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) return { ok: false, problem: 'The validator is asynchronous; use a synchronous one.' };
  if (result.issues) return { ok: false, problem: result.issues.map((issue) => issue.message).join('; ') };
  return { ok: true, value: result.value };
}

/**
 * Declares a JSON key: its default, and optionally a Standard Schema validator
 * (Zod, Valibot, ArkType…) that the parsed remote value must pass. A remote
 * value that is not JSON, or fails the validator, is never used.
 *
 * @example
 * theme: json<Theme>({ accent: 'orange' }, z.object({ accent: z.string() }))
 */
export function json<T>(defaultValue: T, schema?: StandardSchemaV1<T>): JsonEntry<T> {
  return {
    kind: 'json',
    defaultValue,
    defaultText: JSON.stringify(defaultValue),
    decode(raw) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return { ok: false, problem: 'The value is not valid JSON.' };
      }
      return schema ? validate(schema, parsed) : { ok: true, value: parsed as T };
    },
  };
}

const isEntry = (value: unknown): value is JsonEntry<unknown> =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'json';

/**
 * Declares an app's Remote Config keys once, with their defaults. The type of
 * each default (or {@link json}) gives the key's type, and typed getters follow.
 *
 * @example
 * const config = defineConfig({ title: 'Welcome', newOnboarding: false, maxItems: 10, theme: json<Theme>(light) });
 */
export function defineConfig<const D extends ConfigDefaults>(defaults: D): ConfigSchema<D> {
  const schema: Record<string, ConfigEntry<unknown>> = {};
  for (const [key, value] of Object.entries(defaults)) {
    if (isEntry(value)) schema[key] = value;
    else if (typeof value === 'boolean') schema[key] = booleanEntry(value);
    else if (typeof value === 'number') schema[key] = numberEntry(value);
    else schema[key] = stringEntry(value);
  }
  return Object.freeze(schema) as ConfigSchema<D>;
}
