import { withIndexWarnings, type FirestorePort } from '@platform/firestore';
import { FIRESTORE_INDEXES } from './firestore-indexes';

/**
 * The emulator's Firestore, which also warns in the console of each query production would refuse for an index
 * firestore.indexes.json lacks, with the entry to add: the emulator itself answers every query. Development only.
 */
export const withDevIndexWarnings = (firestore: FirestorePort): FirestorePort =>
  withIndexWarnings(firestore, FIRESTORE_INDEXES);
