/** A value that arrives over time, as every hook reports it. */
export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown };

/** The one shared `loading` snapshot, so that unchanged state keeps its identity. */
export const LOADING: Resource<never> = Object.freeze({ status: 'loading' });
