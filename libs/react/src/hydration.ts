import type { SubscriptionScope, SubscriptionStore } from './subscription-store.js';
import { createValueCodec, type JsonValue, type ValueSerializer } from './value-codec.js';

/** One entry of a {@link DehydratedState}. */
export interface DehydratedEntry {
  /** The name of the entry's scope, as `scopes` named it (the service's name, e.g. `firestore`). */
  readonly scope: string;
  /** The entry's key within its scope. */
  readonly key: string;
  /** When the value was read, by the server store's clock (milliseconds since the epoch with the system clock). */
  readonly updatedAt: number;
  /** The value, encoded by the serializers. */
  readonly data: JsonValue;
  /** Where the browser's source resumes from instead of reading the value again, when the server's read gave one. */
  readonly resume?: string;
}

/** What the server hands the browser: every value its render read, JSON-safe. */
export interface DehydratedState {
  /** The format's version, so an old page and a new bundle never misread each other. */
  readonly version: 1;
  /**
   * When the server dehydrated, by the same clock as the entries' `updatedAt`: hydration measures each entry's age
   * on the server's clock, so a browser whose clock differs keeps them. Absent from pages of an older version, whose
   * times are then read on the browser's clock.
   */
  readonly now?: number;
  /** The entries, in no particular order. */
  readonly entries: readonly DehydratedEntry[];
}

/** Options for {@link dehydrate} and {@link hydrate}. */
export interface HydrationOptions {
  /**
   * The scopes (ports) whose entries travel, by a name both sides agree on: usually the services as they are
   * registered with `<PlatformProvider>`, e.g. `{ firestore, rtdb }`. A scope left out never reaches the page.
   */
  readonly scopes: Readonly<Record<string, SubscriptionScope>>;
  /** The serializers for the services' own values, e.g. `firestoreSerializers`; JSON's gaps are covered already. */
  readonly serializers?: readonly ValueSerializer[];
}

/** Options for {@link dehydrate}. */
export interface DehydrateOptions extends HydrationOptions {
  /** Which entries travel; by default every key of every named scope. Failures never do. */
  readonly shouldDehydrate?: (scope: string, key: string) => boolean;
}

/** Options for {@link hydrate}. */
export interface HydrateOptions extends HydrationOptions {
  /**
   * How old a value may have been when the server dehydrated it (from its read to the render, on the server's clock)
   * and still be shown, in milliseconds; older ones are dropped and their hooks start `loading`. 5 minutes by default.
   */
  readonly maxAgeMs?: number;
}

/**
 * The values in `store` (a server store, one per request) as JSON-safe data to embed in the page, in the manner of
 * TanStack Query's `dehydrate`. Only values travel: failures and entries still loading do not. Throws
 * `react/unserializable` when a value holds something no serializer encodes.
 */
export function dehydrate(store: SubscriptionStore, options: DehydrateOptions): DehydratedState {
  const now = store.now();
  const codec = createValueCodec(options.serializers);
  const entries: DehydratedEntry[] = [];
  for (const [name, scope] of Object.entries(options.scopes)) {
    for (const entry of store.entriesOf(scope)) {
      if (entry.state.status !== 'success') continue;
      if (options.shouldDehydrate && !options.shouldDehydrate(name, entry.key)) continue;
      const { key, updatedAt, resume } = entry;
      const data = codec.encode(entry.state.data);
      entries.push({ scope: name, key, updatedAt, data, ...(resume === undefined ? {} : { resume }) });
    }
  }
  return { version: 1, now, entries };
}

/**
 * Seeds `store` with the server's values, so the first render in the browser shows what the server's HTML shows.
 * Each hook then opens its source, and a first value equal to the hydrated one is taken as its confirmation and not
 * published. Entries whose scope is unknown here, whose source is already open, or that are older than `maxAgeMs`
 * are skipped. Returns how many entries were taken.
 */
export function hydrate(store: SubscriptionStore, state: DehydratedState, options: HydrateOptions): number {
  if (state.version !== 1) return 0;
  const codec = createValueCodec(options.serializers);
  // Each entry keeps its age on the server's clock, and is dated on this store's clock by it.
  const now = store.now();
  const serverNow = state.now ?? now;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  let taken = 0;
  for (const entry of state.entries) {
    const scope = options.scopes[entry.scope];
    const age = serverNow - entry.updatedAt;
    if (!scope || age > maxAgeMs) continue;
    const data = codec.decode(entry.data);
    const seeded = { updatedAt: now - age, equals: codec.equals, resume: entry.resume };
    if (store.seed(scope, entry.key, data, seeded)) taken += 1;
  }
  return taken;
}

/**
 * `state` as the text of an inline `<script>`: JSON with `<`, `>`, `&` and the line separators escaped, so no value
 * can close the script or break the page.
 */
export function dehydratedScript(state: DehydratedState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
