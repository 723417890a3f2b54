/** A JSON value the database stores: `null` means "nothing here". */
export type RtdbValue = null | boolean | number | string | readonly RtdbValue[] | { readonly [key: string]: RtdbValue };

/** A path below the database root, e.g. `'users/alice/name'`; leading, trailing and double slashes are ignored. */
export type RtdbPath = string;

export type { Unsubscribe } from '@platform/core';

/** What is at one location, as a listener or a read sees it. */
export interface RtdbSnapshot {
  /** The last segment of the path; `null` at the root. */
  readonly key: string | null;
  /** The value, `null` when nothing is there. Objects whose keys are 0…n with few gaps read back as arrays. */
  readonly value: unknown;
  /** Whether anything is there (`value !== null`). */
  readonly exists: boolean;
}

/** Which route answered {@link RtdbPort.read}: the realtime connection, or the REST fallback. */
export type RtdbReadRoute = 'realtime' | 'rest';

/** The outcome of {@link RtdbPort.read}. */
export interface RtdbRead extends RtdbSnapshot {
  /** The route that served the value. */
  readonly route: RtdbReadRoute;
}

/** A child event, in the order the database raises them, with the key of the child before it in the query's order. */
export interface RtdbChildEvent {
  /** What happened to the child. */
  readonly type: 'added' | 'changed' | 'removed' | 'moved';
  /** The child's key. */
  readonly key: string;
  /** The child's value (for `removed`, the value it had). */
  readonly value: unknown;
  /** The key of the child now before it in the query's order, `null` when it is first; always `null` for `removed`. */
  readonly previousKey: string | null;
}

/** A boundary of a query window: the ordered value, and optionally the key to break ties. */
export interface RtdbBound {
  /** For `orderByKey`, the key; otherwise the child value, child, or priority the query orders by. */
  readonly value: string | number | boolean | null;
  /** Breaks ties between children with the same ordered value. */
  readonly key?: string;
}

/** How a query orders children: by a child path, the key, the value, or the priority (the default). */
export type RtdbOrderBy =
  | { readonly by: 'child'; readonly path: string }
  | { readonly by: 'key' }
  | { readonly by: 'value' }
  | { readonly by: 'priority' };

/** A query over the children of a location; every member is optional. */
export interface RtdbQuery {
  /** The order; by priority (then key) when absent. */
  readonly orderBy?: RtdbOrderBy;
  /** The first children from this bound, inclusive. */
  readonly startAt?: RtdbBound;
  /** The children after this bound. */
  readonly startAfter?: RtdbBound;
  /** The children up to this bound, inclusive. */
  readonly endAt?: RtdbBound;
  /** The children before this bound. */
  readonly endBefore?: RtdbBound;
  /** Only the children at this bound. */
  readonly equalTo?: RtdbBound;
  /** At most this many children, from the start of the window. */
  readonly limitToFirst?: number;
  /** At most this many children, from the end of the window. */
  readonly limitToLast?: number;
}

/** Options for {@link RtdbPort.read}. */
export interface RtdbReadOptions {
  /** Ends the read with `rtdb/aborted` when it fires, on either route. */
  readonly signal?: AbortSignal;
}

/** Options for {@link RtdbPort.set}. */
export interface RtdbSetOptions {
  /** The priority `orderBy: { by: 'priority' }` sorts by; `null` clears it. */
  readonly priority?: string | number | null;
}

/** The outcome of {@link RtdbPort.transaction}. */
export type RtdbTransactionResult =
  | {
      /** The update was written. */
      readonly committed: true;
      /** The committed value. */
      readonly snapshot: RtdbSnapshot;
    }
  | {
      /** The update function returned `undefined`: nothing was written. */
      readonly committed: false;
      /** The value as it is. */
      readonly snapshot: RtdbSnapshot;
    };

/** Writes the server makes when this client's connection drops. */
export interface RtdbOnDisconnect {
  /** Sets the location to `value` on disconnect. */
  set(value: unknown): Promise<void>;
  /** Updates the children named in `values` on disconnect. */
  update(values: Readonly<Record<string, unknown>>): Promise<void>;
  /** Removes the location on disconnect. */
  remove(): Promise<void>;
  /** Cancels every disconnect write queued at or below the location. */
  cancel(): Promise<void>;
}

/** The connection to the database, as `.info/connected` and `.info/serverTimeOffset` report it. */
export interface RtdbConnectionState {
  /** Whether the realtime connection is up. */
  readonly connected: boolean;
  /** The estimated server time minus local time, in milliseconds. */
  readonly serverTimeOffsetMs: number;
}
