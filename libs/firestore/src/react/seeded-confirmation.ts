import { createValueCodec, type SubscriptionObserver } from '@platform/react';
import type { DocumentSnapshot, QuerySnapshot } from '../firestore.types.js';
import { firestoreSerializers } from './serializers.js';

const codec = createValueCodec(firestoreSerializers);

/** What a snapshot shows: its documents; `changes` and `fromCache` only say how it got there. */
const shown = (snapshot: QuerySnapshot<unknown> | DocumentSnapshot<unknown>) =>
  'docs' in snapshot ? snapshot.docs : snapshot.doc;

/**
 * The observer's `next`, dropping the snapshots that show what the seeded (server-rendered) one shows: a listener
 * resumed from a bundle first hears the bundle, then the backend's confirmation, and neither is news to the page.
 * The first snapshot that shows something else goes through, and every one after it.
 */
export function skipConfirmations<S extends QuerySnapshot<unknown> | DocumentSnapshot<unknown>>(
  observer: SubscriptionObserver<S>,
): (snapshot: S) => void {
  const seeded = observer.seeded;
  if (!seeded) return observer.next;
  let confirming = true;
  return (snapshot) => {
    if (confirming && !snapshot.hasPendingWrites && codec.equals(shown(snapshot), shown(seeded.value))) return;
    confirming = false;
    observer.next(snapshot);
  };
}
