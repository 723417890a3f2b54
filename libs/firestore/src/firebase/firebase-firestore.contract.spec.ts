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

// Under load the emulator's listen stream now and then sends a frame with a corrupt length, which the SDK reports as
// RESOURCE_EXHAUSTED and answers by backing off for up to 90 s (firebase-tools#8654). A case that meets it runs
// again on a fresh app; a defect of the adapter fails every run.
describe('on the Cloud Firestore emulator', { retry: 2 }, () => {
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
});
