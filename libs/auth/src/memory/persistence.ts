import type { KeyValueStorage } from '@platform/core';
import type { IdTokenResult } from '../auth.types.js';
import type { ProviderAccount } from './account-chooser.js';
import type { SignInFacts } from './id-token.js';
import type { UserRecord } from './user-record.js';

export type { KeyValueStorage };

/** The signed-in session. */
export interface MemorySession extends SignInFacts {
  /** The signed-in account. */
  readonly uid: string;
  /** The cached ID token, until it nears expiry or the account changes. */
  readonly token: IdTokenResult | null;
}

/** A provider sign-in that left for a redirect and has not been completed yet. */
export interface PendingRedirect {
  /** The provider the user left for. */
  readonly providerId: string;
  /** `null` when the user cancelled at the provider. */
  readonly account: ProviderAccount | null;
}

/** Everything the memory adapter keeps. */
interface MemoryAuthSnapshot {
  /** Every account. */
  readonly users: readonly UserRecord[];
  /** The signed-in session, if any. */
  readonly session: MemorySession | null;
  /** A provider redirect awaiting `completeRedirect()`. */
  readonly pendingRedirect: PendingRedirect | null;
}

/** Saves and loads a {@link MemoryAuthSnapshot}. */
export interface SnapshotPersistence {
  /** The saved snapshot, or `null` when there is none or it cannot be read. */
  load(): MemoryAuthSnapshot | null;
  /** Replaces the saved snapshot. */
  save(snapshot: MemoryAuthSnapshot): void;
}

const FORMAT_VERSION = 1;

function isSnapshot(value: unknown): value is MemoryAuthSnapshot & { readonly version: number } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof MemoryAuthSnapshot | 'version', unknown>>;
  return (
    candidate.version === FORMAT_VERSION && Array.isArray(candidate.users) && typeof candidate.session === 'object'
  );
}

/** Keeps snapshots in `storage` under `key` as JSON; a missing or unreadable entry counts as none. */
export function createSnapshotPersistence(storage: KeyValueStorage, key: string): SnapshotPersistence {
  return {
    load() {
      try {
        const raw = storage.getItem(key);
        const parsed: unknown = raw === null ? null : JSON.parse(raw);
        if (!isSnapshot(parsed)) return null;
        return { users: parsed.users, session: parsed.session, pendingRedirect: parsed.pendingRedirect ?? null };
      } catch {
        return null;
      }
    },
    save(snapshot) {
      storage.setItem(key, JSON.stringify({ version: FORMAT_VERSION, ...snapshot }));
    },
  };
}
