import { createFirebaseApp } from '@platform/core/firebase';
import { beforeAll } from 'vitest';
import { createFirebaseFirestore } from '../firebase/index.js';
import { DEMO_CONFIG } from '../firebase/testing/demo-config.js';
import { emulatorProject, firestoreEmulator, loadRules, OPEN_RULES } from '../firebase/testing/emulator.js';

/**
 * The Cloud Firestore emulator of this run under open rules, for a spec that compares adapters on it: `undefined`
 * where this machine has none (skip with `NO_EMULATOR`). Each `open(name)` is a Firebase adapter with an app of its
 * own on the demo project; `release()` disposes the adapter, then deletes the app.
 */
export function openRulesEmulator() {
  const emulator = firestoreEmulator();
  if (!emulator) return undefined;
  const projectId = emulatorProject(DEMO_CONFIG.projectId);
  beforeAll(() => loadRules(emulator, projectId, OPEN_RULES));
  return {
    open(name: string) {
      const app = createFirebaseApp({ ...DEMO_CONFIG, projectId }, { name });
      const port = createFirebaseFirestore({ app, emulator });
      return { port, release: () => port.dispose().then(() => app.delete()) };
    },
  };
}
