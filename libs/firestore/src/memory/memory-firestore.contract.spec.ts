import { firestoreContract } from '../firestore.contract.js';
import { createMemoryFirestore, createMemoryFirestoreBackend } from './memory-firestore.js';

firestoreContract('memory', () => {
  const backend = createMemoryFirestoreBackend();
  const port = createMemoryFirestore({ backend });
  return { port, peer: () => createMemoryFirestore({ backend }), deleteApp: async () => port.control.deleteApp() };
});
