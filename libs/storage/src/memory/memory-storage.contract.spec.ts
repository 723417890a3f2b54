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
