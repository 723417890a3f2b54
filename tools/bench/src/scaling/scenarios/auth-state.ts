import type { AuthPort } from '@platform/auth';
import { createFirebaseAuth } from '@platform/auth/firebase';
import { createMemoryAuth } from '@platform/auth/memory';
import { useAuthState } from '@platform/auth/react';
import { createFirebaseApp } from '@platform/core/firebase';
import { DEMO_CONFIG } from '../demo-config.js';
import type { ScalingScenario, ScenarioFixture } from '../scenario.js';

/** Readers of who is signed in; a change signs in anonymously, or out. */
function authFixture(auth: AuthPort, release: () => Promise<void>): ScenarioFixture {
  let signedIn = false;
  return {
    services: { auth },
    listened: { port: auth, method: 'subscribe' },
    useToken() {
      const state = useAuthState();
      return state.status === 'unknown' ? undefined : state.status;
    },
    async change() {
      if (signedIn) await auth.signOut();
      else await auth.signInAnonymously();
      signedIn = !signedIn;
      return signedIn ? 'signed-in' : 'signed-out';
    },
    dispose: release,
  };
}

const scenario: ScalingScenario = {
  name: 'auth state',
  adapters: {
    memory: async () => authFixture(createMemoryAuth(), async () => undefined),
    async firebase(backends) {
      const emulator = await backends.authEmulator();
      const app = createFirebaseApp(DEMO_CONFIG, { name: 'bench-auth' });
      const auth = createFirebaseAuth({ app, emulator: { url: emulator.url }, persistence: 'memory' });
      return authFixture(auth, () => app.delete());
    },
  },
};

export default scenario;
