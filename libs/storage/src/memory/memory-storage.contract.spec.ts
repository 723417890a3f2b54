import { createMapStorage } from '@platform/core';
import { storageContract } from '../storage.contract.js';
import { createMemoryStorage } from './memory-storage.js';

storageContract('memory', () => {
  const port = createMemoryStorage({ chunkMs: 5 });
  return {
    port,
    defaultBucket: 'demo-platform.appspot.com',
    deleteApp: async () => port.control.deleteApp(),
  };
});

// The same behaviour with every object kept in a storage, as the app's memory driver keeps them in `sessionStorage`.
storageContract('memory, kept in storage', () => {
  const port = createMemoryStorage({ chunkMs: 5, storage: createMapStorage() });
  return {
    port,
    defaultBucket: 'demo-platform.appspot.com',
    deleteApp: async () => port.control.deleteApp(),
  };
});
