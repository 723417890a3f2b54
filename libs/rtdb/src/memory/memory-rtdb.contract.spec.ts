import { rtdbContract } from '../rtdb.contract.js';
import { createMemoryRtdb } from './memory-rtdb.js';

rtdbContract('memory', () => {
  const port = createMemoryRtdb({ readTimeoutMs: 500 });
  return {
    port,
    deleteApp: async () => port.control.deleteApp(),
    stallReads: () => port.control.stallReads(true),
  };
});
