import { createListenerSet } from '@platform/core';
import type { InstallationIdListener, Unsubscribe } from '../installations.types.js';

/** An auth token as storage keeps it. */
export interface StoredToken {
  /** The auth token itself. */
  readonly token: string;
  /** When the server issued it, in epoch milliseconds. */
  readonly issuedAt: number;
  /** When it expires, in epoch milliseconds. */
  readonly expiresAt: number;
}

/** One app's installation as the browser's storage holds it, in the three states the SDK keeps. */
export type StoredInstallation =
  | { readonly fid: string; readonly status: 'unregistered' }
  | { readonly fid: string; readonly status: 'registering'; readonly since: number }
  | {
      readonly fid: string;
      readonly status: 'registered';
      readonly refreshToken: string;
      readonly token?: StoredToken;
    };

/**
 * The storage every memory Installations given it shares, as the tabs of one
 * browser share IndexedDB: the same installation, and id changes broadcast to all.
 */
export interface MemoryInstallationsStorage {
  /** The stored installation, if any. */
  read(): StoredInstallation | undefined;
  /** Replaces it (`undefined` removes it); a new id is broadcast to every subscriber. */
  write(entry: StoredInstallation | undefined): void;
  /** Hears each new id written, by any adapter on this storage. */
  subscribe(listener: InstallationIdListener): Unsubscribe;
}

/** Creates an empty storage. */
export function createMemoryInstallationsStorage(): MemoryInstallationsStorage {
  let entry: StoredInstallation | undefined;
  // Every new id is told, even one that was current before a delete.
  const ids = createListenerSet<string>({ equals: () => false });
  return {
    read: () => entry,
    write(next) {
      const previous = entry;
      entry = next;
      if (next && next.fid !== previous?.fid) ids.emit(next.fid);
    },
    subscribe: (listener) => ids.add(listener),
  };
}
