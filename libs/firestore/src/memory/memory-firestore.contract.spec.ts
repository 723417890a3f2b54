import { createMapStorage } from '@platform/core';
import { firestoreContract } from '../firestore.contract.js';
import { createMemoryFirestore, createMemoryFirestoreBackend } from './memory-firestore.js';

firestoreContract('memory', () => {
  const backend = createMemoryFirestoreBackend();
  const port = createMemoryFirestore({ backend });
  return {
    port,
    peer: () => createMemoryFirestore({ backend }),
    deleteApp: async () => port.control.deleteApp(),
    withIndexes: (indexes) => createMemoryFirestore({ backend, indexes }),
  };
});

// The same behaviour with every write kept in a storage, as the app's memory driver keeps it in `sessionStorage`.
firestoreContract('memory, kept in storage', () => {
  const backend = createMemoryFirestoreBackend({ storage: createMapStorage() });
  const port = createMemoryFirestore({ backend });
  return { port, peer: () => createMemoryFirestore({ backend }), deleteApp: async () => port.control.deleteApp() };
});
