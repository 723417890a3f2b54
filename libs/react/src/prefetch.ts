import type { Resource, SeedOptions, SubscriptionScope, SubscriptionStore } from './subscription-store.js';

/**
 * A one-shot read of what a hook's source delivers first, for the server: no listener, no persistence. It may also
 * give a point the browser's source resumes from (see `SubscriptionObserver.resume`).
 */
export type PrefetchRead<T> = () => Promise<T | Resumable<T>>;

/** A value with the point a source resumes from. */
export interface Resumable<T> {
  /** The value. */
  readonly value: T;
  /** The point to resume from, when there is one. */
  readonly resume: string | undefined;
}

const RESUMABLE = Symbol('resumable');

/** Marks what a {@link PrefetchRead} read as a value and the point to resume from. */
export const resumable = <T>(value: T, resume: string | undefined): Resumable<T> =>
  Object.assign(Object.create(null) as object, { value, resume, [RESUMABLE]: true });

const isResumable = <T>(read: T | Resumable<T>): read is Resumable<T> =>
  typeof read === 'object' && read !== null && RESUMABLE in read;

/**
 * Reads `key` of `scope` once, with `read`, and seeds `store` with the value, so a render that follows shows it
 * (and `dehydrate` sends it to the browser). On the server, `store` must be the request's own. `read` must deliver
 * exactly what the hook's source delivers first, in the same shape. It never rejects: a failure comes back as an
 * `error` resource and leaves the entry `loading`, so the server renders the loading state, the browser's first
 * render agrees, and its listener tries again.
 */
export async function prefetch<T>(
  store: SubscriptionStore,
  scope: SubscriptionScope,
  key: string,
  read: PrefetchRead<T>,
  options: Omit<SeedOptions<T>, 'resume'> = {},
): Promise<Resource<T>> {
  try {
    const result = await read();
    const data = isResumable(result) ? result.value : result;
    store.seed(scope, key, data, { ...options, resume: isResumable(result) ? result.resume : undefined });
    return { status: 'success', data };
  } catch (error) {
    return { status: 'error', error };
  }
}
