import { firestoreContract } from '../firestore.contract.js';
import { createMemoryFirestore } from './memory-firestore.js';

firestoreContract('memory', () => {
  const port = createMemoryFirestore();
  return { port, deleteApp: async () => port.control.deleteApp() };
});
