import type { AuthPort } from '@platform/auth';
import { createFirebaseAuth } from '@platform/auth/firebase';
import { startAuthEmulator, startFirestoreEmulator } from '@platform/backends';
import { createFirebaseApp } from '@platform/core/firebase';
import {
  collection,
  doc,
  orderBy,
  query,
  serverTimestamp,
  type CodecPair,
  type FirestorePort,
} from '@platform/firestore';
import { createFirebaseFirestore } from '@platform/firestore/firebase';
import { createTestPlatform } from '@platform/testing';
import { formatMs, formatRatio, type SectionResult } from '../figure.js';

/** How many of the app's tests each backend runs, one after the other. */
const APP_TESTS = 100;
const SECTION = '10 memory against emulators';
const PROJECT_ID = 'demo-bench-tests';

interface Note {
  readonly text: string;
}
const noteCodec: CodecPair<Note> = {
  name: 'note',
  toStore: ({ text }) => ({ text, createdAt: serverTimestamp() }),
  fromStore: (data) => ({ text: String(data['text']) }),
};
const notesOf = (uid: string) => collection(`users/${uid}/notes`, noteCodec);

/** What one of the app's tests needs, and how a test starts afresh. */
interface Backend {
  readonly auth: AuthPort;
  readonly firestore: FirestorePort;
  /** Before each test: a fresh, signed-in user. */
  fresh(): Promise<void>;
  close(): Promise<void>;
}

/** One test of the app's Notes panel, as its test suite would write it: write, list, edit and delete a user's notes. */
async function appTest({ auth, firestore }: Backend): Promise<void> {
  const uid = auth.currentUser()?.uid;
  if (!uid) throw new Error('no signed-in user');
  const notes = notesOf(uid);
  for (const id of ['a', 'b', 'c']) await firestore.set(doc(notes, id), { text: `note ${id}` });
  const listed = await firestore.getDocs(query(notes, orderBy('createdAt')));
  if (listed.length !== 3) throw new Error(`expected 3 notes, read ${String(listed.length)}`);
  await firestore.update(doc(notes, 'b'), { text: 'edited' });
  if ((await firestore.get(doc(notes, 'b')))?.data.text !== 'edited') throw new Error('the edit was not read back');
  await firestore.delete(doc(notes, 'c'));
  if ((await firestore.getDocs(notes)).length !== 2) throw new Error('the delete was not read back');
}

async function memoryBackend(): Promise<Backend> {
  const platform = await createTestPlatform();
  return {
    auth: platform.services.auth,
    firestore: platform.services.firestore,
    fresh: () => platform.reset(),
    close: () => platform.dispose(),
  };
}

async function emulatorBackend(): Promise<Backend> {
  const [authEmulator, firestoreEmulator] = await Promise.all([
    startAuthEmulator({ projectId: PROJECT_ID }),
    startFirestoreEmulator({ projectId: PROJECT_ID }),
  ]);
  const app = createFirebaseApp({
    apiKey: 'demo-api-key',
    authDomain: '127.0.0.1',
    projectId: PROJECT_ID,
    storageBucket: `${PROJECT_ID}.appspot.com`,
    messagingSenderId: '000000000000',
    appId: '1:000000000000:web:0000000000000000',
  });
  const auth = createFirebaseAuth({ app, emulator: { url: authEmulator.url }, persistence: 'memory' });
  const firestore = createFirebaseFirestore({
    app,
    emulator: { host: firestoreEmulator.host, port: firestoreEmulator.port },
  });
  return {
    auth,
    firestore,
    // A new anonymous user each test: the data of the last one is not theirs, as with a reset.
    fresh: async () => {
      await auth.signOut();
      await auth.signInAnonymously();
    },
    close: async () => {
      await Promise.all([firestore.dispose(), auth.dispose()]);
      await app.delete();
      await Promise.all([authEmulator.stop(), firestoreEmulator.stop()]);
    },
  };
}

/** Runs the app's tests on a backend; the backend's start is outside the time, one warm-up test is too. */
async function timeTests(start: () => Promise<Backend>): Promise<number> {
  const backend = await start();
  try {
    await backend.fresh();
    await appTest(backend);
    const started = performance.now();
    for (let test = 0; test < APP_TESTS; test += 1) {
      await backend.fresh();
      await appTest(backend);
    }
    return performance.now() - started;
  } finally {
    await backend.close();
  }
}

/**
 * The same 100 tests of the app (a fresh signed-in user each, then writes, a query, an edit and a delete of their
 * notes) on `@platform/testing`'s memory adapters and on the Firebase adapters against the Auth and Cloud Firestore
 * emulators, one after the other in one process; the emulators' start is not counted.
 */
export async function memoryVsEmulators(): Promise<SectionResult<Record<'memoryMs' | 'emulatorsMs', number>>> {
  const memoryMs = await timeTests(memoryBackend);
  const emulatorsMs = await timeTests(emulatorBackend);
  return {
    figures: [
      {
        section: SECTION,
        name: `${String(APP_TESTS)} app tests, memory`,
        value: formatMs(memoryMs),
        goal: '',
        met: null,
      },
      {
        section: SECTION,
        name: `${String(APP_TESTS)} app tests, emulators`,
        value: formatMs(emulatorsMs),
        goal: '',
        met: null,
      },
      { section: SECTION, name: 'emulators ÷ memory', value: formatRatio(emulatorsMs / memoryMs), goal: '', met: null },
    ],
    data: { memoryMs, emulatorsMs },
  };
}
