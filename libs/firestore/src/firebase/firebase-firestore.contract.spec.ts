import { createFirebaseApp } from '@platform/core/firebase';
import { firestoreContract } from '../firestore.contract.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { emulatorProject, firestoreEmulator, loadRules, NO_EMULATOR, OPEN_RULES } from './testing/emulator.js';
import { createFirebaseFirestore } from './index.js';

const emulator = firestoreEmulator();
const projectId = emulatorProject(DEMO_CONFIG.projectId);
let apps = 0;

// The contract checks the adapter, not the app's rules (the rules have their own spec): it runs with open rules.
beforeAll(async () => {
  if (emulator) await loadRules(emulator, projectId, OPEN_RULES);
});

firestoreContract('firebase', () => {
  if (!emulator) return NO_EMULATOR;
  const open = () => {
    apps += 1;
    const app = createFirebaseApp({ ...DEMO_CONFIG, projectId }, { name: `firestore-contract-${String(apps)}` });
    return { app, port: createFirebaseFirestore({ app, emulator }) };
  };
  const { app, port } = open();
  const peers: (() => Promise<void>)[] = [];
  return {
    port,
    peer: () => {
      const other = open();
      peers.push(() => other.app.delete());
      return other.port;
    },
    deleteApp: () => app.delete(),
    dispose: async () => {
      await Promise.all(peers.map((release) => release()));
      await app.delete();
    },
  };
});
