import type { AuthPort } from '@platform/auth';
import { createFirebaseAuth } from '@platform/auth/firebase';
import { collection, doc, type CodecPair, type FirestorePort } from '@platform/firestore';
import { createFirebaseFirestore } from '@platform/firestore/firebase';
import { createFirebaseApp } from '@platform/core/firebase';
import { createTestPlatform } from '@platform/testing';

/** The app's note, and its codec, as the app declares them. */
export interface Note {
  readonly text: string;
}
export const noteCodec: CodecPair<Note> = {
  name: 'note',
  toStore: ({ text }) => ({ text }),
  fromStore: (data) => ({ text: String(data['text']) }),
};
export const notesOf = (uid: string) => collection(`users/${uid}/notes`, noteCodec);

/** What one test file needs, whichever backend it runs on. */
export interface ServicesUnderTest {
  readonly services: { readonly auth: AuthPort; readonly firestore: FirestorePort };
  /** Writes a note as another client would: seeded in memory, written through the port on the emulator. */
  addNote(uid: string, id: string, note: Note): Promise<void>;
  /** Between tests: a fresh platform in memory; on the emulator, signed out (clear the emulator's data with its REST API). */
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The same test file runs on the memory adapters by default and on the emulators with `TEST_DRIVER=emulator`, after
 * `npm run emulators` in another terminal (Auth on 9099, Firestore on 8080, a `demo-*` project).
 */
export async function servicesUnderTest(driver: 'memory' | 'emulator'): Promise<ServicesUnderTest> {
  if (driver === 'memory') {
    const platform = await createTestPlatform({ collections: { 'users/{uid}/notes': noteCodec } });
    return {
      services: platform.services,
      addNote: (uid, id, note) => platform.seed({ firestore: { [`users/${uid}/notes/${id}`]: note } }),
      reset: () => platform.reset(),
      dispose: () => platform.dispose(),
    };
  }
  const app = createFirebaseApp({
    apiKey: 'demo-api-key',
    authDomain: '127.0.0.1',
    projectId: 'demo-platform',
    storageBucket: 'demo-platform.appspot.com',
    messagingSenderId: '000000000000',
    appId: '1:000000000000:web:0000000000000000',
  });
  const auth = createFirebaseAuth({ app, emulator: { url: 'http://127.0.0.1:9099' } });
  const firestore = createFirebaseFirestore({ app, emulator: { host: '127.0.0.1', port: 8080 } });
  await auth.signInAnonymously();
  return {
    services: { auth, firestore },
    addNote: (uid, id, note) => firestore.set(doc(notesOf(uid), id), note),
    reset: async () => {
      await auth.signOut();
      await auth.signInAnonymously();
    },
    dispose: async () => {
      await Promise.all([firestore.dispose(), auth.dispose()]);
      await app.delete();
    },
  };
}
