import { createListenerSet, type ListenerSet, type PlatformError } from '@platform/core';
import type { RemoteConfigErrorCode } from '../remote-config.errors.js';
import type { ConfigUpdate } from '../remote-config.types.js';

/** The realtime update listeners of one port, which both adapters keep the same way. */
export type ConfigUpdates = ListenerSet<ConfigUpdate, PlatformError<RemoteConfigErrorCode>>;

/**
 * Creates the listener set; every update is delivered, even one equal to the last. `onSizeChange` runs after each
 * add and removal, so an adapter opens its realtime connection only while someone listens.
 */
export const createConfigUpdates = (onSizeChange: () => void): ConfigUpdates =>
  createListenerSet({ onSizeChange, equals: () => false });
