import type { Resource } from '@platform/react';

/** A hook's state: `idle` when it was given nothing to read (or `enabled: false`), else the store's resource. */
export type FirestoreResource<T> = { readonly status: 'idle' } | Resource<T>;

/** The one `idle` state, so that it keeps its identity. */
export const IDLE: FirestoreResource<never> = Object.freeze({ status: 'idle' });

/** Options every reading hook takes. */
export interface HookOptions {
  /** `false` opens no listener and reports `idle`; `true` by default. */
  readonly enabled?: boolean;
}

/** The store key of a hook that reads nothing: it opens no listener. */
export const IDLE_KEY = 'firestore:idle';

/** A source for {@link IDLE_KEY}: it never calls the port. */
export const idleSource = (): (() => void) => () => undefined;
