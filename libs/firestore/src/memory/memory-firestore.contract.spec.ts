import { createManualClock } from '@platform/core';
import { firestoreContract } from '../firestore.contract.js';
import { createMemoryFirestore } from './memory-firestore.js';

firestoreContract('memory', () => {
  const port = createMemoryFirestore({ clock: createManualClock(Date.UTC(2030, 0, 1)) });
  return {
    port,
    deleteApp: async () => port.control.deleteApp(),
  };
});
