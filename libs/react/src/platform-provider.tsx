import { createContext, useMemo, useState, type ReactNode } from 'react';
import type { ServiceRegistry } from './platform-services.js';
import type { SubscriptionStore } from './subscription-store.js';

/** Services as a provider is given them: at hand, or a promise of them while their code loads. */
export type LazyServices = ServiceRegistry | PromiseLike<ServiceRegistry>;

/** Props of {@link PlatformProvider}. */
export interface PlatformProviderProps {
  /**
   * Every service, by name, e.g. `{ auth, firestore }`, or a promise of them while their adapters load. Until the
   * promise fulfils, a hook that needs a service suspends (render it inside `<Suspense>`); a rejection is thrown to
   * the nearest error boundary. Create the promise once, outside render: a new promise is a new load.
   */
  readonly services: LazyServices;
  /** The store shared by every hook below; one is created on first use if omitted. */
  readonly store?: SubscriptionStore;
  /** The part of the app that uses the services. */
  readonly children?: ReactNode;
}

/** What a provider shares with the hooks below it: its props, and the store it makes on first use when given none. */
export interface ProvidedPlatform {
  readonly services: LazyServices;
  readonly store: SubscriptionStore | undefined;
  readonly own: { store?: SubscriptionStore };
}

export const PlatformContext = createContext<ProvidedPlatform | null>(null);

/** A promise of services, marked the way React's `use()` reads it: it returns a fulfilled one without suspending. */
type Watched = PromiseLike<ServiceRegistry> & { status?: string; value?: ServiceRegistry; reason?: unknown };

export const isPromise = (services: LazyServices): services is PromiseLike<ServiceRegistry> =>
  typeof services.then === 'function';

function watch(services: Watched): void {
  if (services.status) return;
  services.status = 'pending';
  services.then(
    (value) => {
      services.status = 'fulfilled';
      services.value = value;
    },
    (reason: unknown) => {
      services.status = 'rejected';
      services.reason = reason;
    },
  );
}

/**
 * Makes services and the shared subscription store available to the hooks below it. The services may still be
 * loading: the provider can sit at the root of an app whose adapters arrive after the first paint, and only the
 * components that use a service wait for them.
 *
 * @example
 * ```tsx
 * const services = import('./services').then((loaded) => loaded.createServices());
 * root.render(
 *   <PlatformProvider services={services}>
 *     <Suspense fallback={<p>Loading…</p>}>
 *       <Account />
 *     </Suspense>
 *   </PlatformProvider>,
 * );
 * ```
 */
export function PlatformProvider({ services, store, children }: PlatformProviderProps) {
  const [own] = useState<ProvidedPlatform['own']>({});
  // Watched from the first render, so that a hook rendered after the load reads the services without suspending.
  if (isPromise(services)) watch(services);
  const value = useMemo(() => ({ services, store, own }), [services, store, own]);
  return <PlatformContext value={value}>{children}</PlatformContext>;
}
