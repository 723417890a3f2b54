import type { LazyImplementation } from './lazy-implementation.js';

/** The names of `T`'s methods that return a promise. */
export type AsyncMethodName<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * Methods that load the implementation on first call and then call its method
 * of the same name with the same arguments. A failed load rejects with the
 * lazy implementation's typed error; the implementation's own rejections pass through.
 */
export function forwardMethods<T, const Name extends AsyncMethodName<T>>(
  implementation: Pick<LazyImplementation<T>, 'load'>,
  names: readonly Name[],
): Pick<T, Name> {
  const methods: Partial<Record<Name, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of names) {
    methods[name] = (...args) =>
      implementation.load().then((loaded) => (loaded[name] as (...args: unknown[]) => Promise<unknown>)(...args));
  }
  return methods as Pick<T, Name>;
}
