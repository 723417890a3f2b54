import { useRef, type ReactNode } from 'react';
import { hydrate, type DehydratedState } from './hydration.js';
import { usePlatform } from './use-platform.js';
import type { ValueSerializer } from './value-codec.js';

/** Props of {@link HydrationBoundary}. */
export interface HydrationBoundaryProps {
  /** What the server's `dehydrate` produced for this page; nothing to hydrate when absent. */
  readonly state: DehydratedState | null | undefined;
  /** The same serializers the server dehydrated with, e.g. `firestoreSerializers`. */
  readonly serializers?: readonly ValueSerializer[];
  /** How old a value may be and still be shown; 5 minutes by default (see `hydrate`). */
  readonly maxAgeMs?: number;
  /** The part of the app that reads the hydrated values. */
  readonly children?: ReactNode;
}

/**
 * Seeds the nearest provider's store with the server's values before its children render, so the first render in
 * the browser matches the server's HTML, with no `loading` state. Scopes are the provider's services by name, as
 * they were on the server. A new `state` (a client navigation that brought more server data) is hydrated too.
 */
export function HydrationBoundary({ state, serializers, maxAgeMs, children }: HydrationBoundaryProps) {
  const { services, store } = usePlatform();
  const hydrated = useRef<DehydratedState | null>(null);
  if (state && hydrated.current !== state) {
    hydrate(store, state, { scopes: services as Readonly<Record<string, object>>, serializers, maxAgeMs });
    hydrated.current = state;
  }
  return children;
}
