import type { UserRecord } from './user-record.js';

/** The memory adapter's account table, with the lookups sign-in needs. */
export interface UserStore {
  /** By uid. */
  get(uid: string): UserRecord | undefined;
  /** By canonical (lower-case) email. */
  byEmail(email: string): UserRecord | undefined;
  /** By the phone number it signs in with. */
  byPhone(phoneNumber: string): UserRecord | undefined;
  /** By a linked identity, e.g. `('google.com', '1234')`. */
  byIdentity(providerId: string, providerUid: string): UserRecord | undefined;
  /** Adds an account. */
  insert(record: UserRecord): UserRecord;
  /** Replaces fields of an existing account and returns the new record. */
  update(uid: string, changes: Partial<Omit<UserRecord, 'uid'>>): UserRecord;
  /** Deletes an account. */
  remove(uid: string): void;
  /** Every account, in creation order. */
  all(): readonly UserRecord[];
  /** Replaces every account, e.g. when a persisted state is restored. */
  replaceAll(records: readonly UserRecord[]): void;
}

/** Creates an empty {@link UserStore}. */
export function createUserStore(): UserStore {
  const users = new Map<string, UserRecord>();
  const find = (predicate: (record: UserRecord) => boolean) => [...users.values()].find(predicate);
  return {
    get: (uid) => users.get(uid),
    byEmail: (email) => find((r) => r.email === email),
    byPhone: (phoneNumber) => find((r) => r.phoneNumber === phoneNumber),
    byIdentity: (providerId, providerUid) =>
      find((r) => r.identities.some((i) => i.providerId === providerId && i.providerUid === providerUid)),
    insert(record) {
      users.set(record.uid, record);
      return record;
    },
    update(uid, changes) {
      const existing = users.get(uid);
      if (!existing) throw new Error(`No user ${uid}.`);
      const next: UserRecord = { ...existing, ...changes };
      users.set(uid, next);
      return next;
    },
    remove: (uid) => void users.delete(uid),
    all: () => [...users.values()],
    replaceAll(records) {
      users.clear();
      for (const record of records) users.set(record.uid, record);
    },
  };
}
