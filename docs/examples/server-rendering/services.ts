import { createFirebaseApp, createFirebaseServerApp } from '@platform/core/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import { createFirebaseFirestore, persistentMultiTabCache } from '@platform/firestore/firebase';

/** The web app's public config: nothing secret, it is in every page anyway. */
export const firebaseConfig = {
  apiKey: 'AIza-your-web-api-key',
  authDomain: 'your-project.firebaseapp.com',
  projectId: 'your-project',
  storageBucket: 'your-project.firebasestorage.app',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
};

let browser: { readonly firestore: ReturnType<typeof createFirebaseFirestore> } | undefined;

/** The browser's services: one set for the page's lifetime. Nothing loads until a hook reads. */
export function browserServices() {
  if (!browser) {
    const app = createFirebaseApp(firebaseConfig);
    browser = { firestore: createFirebaseFirestore({ app, cache: persistentMultiTabCache }) };
  }
  return browser;
}

let publicServer: { readonly firestore: ReturnType<typeof createFirebaseFirestore> } | undefined;

/** The server's services for public data: shared by every request (its stores never are). */
export function publicServerServices() {
  publicServer ??= { firestore: createFirebaseFirestore({ app: createFirebaseApp(firebaseConfig, { name: 'ssr' }) }) };
  return publicServer;
}

/**
 * The server's services for one signed-in request: a FirebaseServerApp carrying the user's ID token, so Firestore
 * reads as that user, under the rules. `release` deletes it once the page is rendered.
 */
export async function userServerServices(idToken: string) {
  const app = createFirebaseServerApp(firebaseConfig, { authIdToken: idToken });
  const auth = createFirebaseAuth({ app, persistence: 'memory' });
  const state = await auth.ready();
  return {
    uid: state.status === 'signed-in' ? state.user.uid : undefined,
    firestore: createFirebaseFirestore({ app }),
    release: () => app.delete(),
  };
}
