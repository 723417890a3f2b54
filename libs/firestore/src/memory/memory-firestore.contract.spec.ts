import { firestoreContract } from '../firestore.contract.js';
import { createMemoryFirestore } from './memory-firestore.js';

firestoreContract('memory', () => {
  const port = createMemoryFirestore();
  return { port, deleteApp: async () => port.control.deleteApp() };
});

// The same behaviour with every write kept in a storage, as the app's memory driver keeps it in `sessionStorage`.
firestoreContract('memory, kept in storage', () => {
  const entries = new Map<string, string>();
  const storage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
  const port = createMemoryFirestore({ storage });
  return { port, deleteApp: async () => port.control.deleteApp() };
});
