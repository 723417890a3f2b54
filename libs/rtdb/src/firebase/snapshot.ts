import type { DataSnapshot } from 'firebase/database';
import type { RtdbSnapshot } from '../rtdb.types.js';

/** The port's snapshot of an SDK snapshot. */
export const snapshotOf = (snapshot: DataSnapshot): RtdbSnapshot => ({
  key: snapshot.key,
  value: snapshot.val() as unknown,
  exists: snapshot.exists(),
});
