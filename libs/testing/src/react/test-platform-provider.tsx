import { createSubscriptionStore, PlatformProvider, type SubscriptionStore } from '@platform/react';
import type { ReactNode } from 'react';
import type { TestPlatform } from '../test-platform.types.js';

const stores = new WeakMap<TestPlatform, { readonly generation: number; readonly store: SubscriptionStore }>();

/**
 * The platform's subscription store: its keep-alive runs on the platform's clock, and each reset starts a new one, so
 * no value read before the reset is shown after it.
 */
export function testStoreOf(platform: TestPlatform): SubscriptionStore {
  const kept = stores.get(platform);
  if (kept?.generation === platform.generation) return kept.store;
  const store = createSubscriptionStore({ clock: platform.clock });
  stores.set(platform, { generation: platform.generation, store });
  return store;
}

/** Props of {@link TestPlatformProvider}. */
export interface TestPlatformProviderProps {
  /** The platform from `createTestPlatform`. */
  readonly platform: TestPlatform;
  /** The part of the app under test. */
  readonly children?: ReactNode;
}

/** `PlatformProvider` with the test platform's services and its store ({@link testStoreOf}). */
export function TestPlatformProvider({ platform, children }: TestPlatformProviderProps) {
  return (
    <PlatformProvider services={platform.services} store={testStoreOf(platform)}>
      {children}
    </PlatformProvider>
  );
}
