import { rtdbContract } from '../rtdb.contract.js';
import { createMemoryRtdb } from './memory-rtdb.js';

rtdbContract('memory', () => {
  const port = createMemoryRtdb();
  return { port, deleteApp: async () => port.control.deleteApp() };
});
