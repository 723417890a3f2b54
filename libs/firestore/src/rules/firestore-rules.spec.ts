import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firestoreEmulator, NO_EMULATOR } from '../firebase/testing/emulator.js';

/**
 * The app's `firestore.rules` on the Firestore emulator: denied by default; a signed-in user reads, writes and
 * deletes only their own notes, and only in the app's shape (`text` of 1 to 4,000 characters, `createdAt` the server's
 * time of the first write).
 */
const emulator = firestoreEmulator();
let environment: RulesTestEnvironment | undefined;

beforeAll(async () => {
  if (!emulator) return;
  // Each refusal would also be logged as a warning by the SDK; the assertions say it.
  setLogLevel('error');
  environment = await initializeTestEnvironment({
    projectId: 'demo-firestore-rules',
    firestore: {
      ...emulator,
      rules: readFileSync(resolve(import.meta.dirname, '../../../../firestore.rules'), 'utf8'),
    },
  });
});
beforeEach(() => environment?.clearFirestore());
afterAll(() => environment?.cleanup());

const ADA_NOTE = 'users/ada/notes/n1';

describe('firestore.rules', () => {
  const env = (context: { skip: (reason: string) => void }): RulesTestEnvironment => {
    if (!environment) context.skip(NO_EMULATOR);
    return environment as RulesTestEnvironment;
  };
  /** Ada's note, written past the rules, as the app would have written it. */
  const seedAdaNote = (rules: RulesTestEnvironment) =>
    rules.withSecurityRulesDisabled((admin) =>
      setDoc(doc(admin.firestore(), ADA_NOTE), { text: 'mine', createdAt: Timestamp.fromMillis(1_000) }),
    );

  it('lets a signed-in user write, read, list, edit and delete their own notes', async (context) => {
    const db = env(context).authenticatedContext('ada').firestore();
    await assertSucceeds(setDoc(doc(db, ADA_NOTE), { text: 'mine', createdAt: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(db, ADA_NOTE)));
    await assertSucceeds(getDocs(collection(db, 'users/ada/notes')));
    await assertSucceeds(updateDoc(doc(db, ADA_NOTE), { text: 'still mine #home', tags: ['home'] }));
    await assertSucceeds(deleteDoc(doc(db, ADA_NOTE)));
  });

  it("refuses another user every read and write of someone's notes", async (context) => {
    const rules = env(context);
    await seedAdaNote(rules);
    const bob = rules.authenticatedContext('bob').firestore();
    await assertFails(getDoc(doc(bob, ADA_NOTE)));
    await assertFails(getDocs(collection(bob, 'users/ada/notes')));
    await assertFails(setDoc(doc(bob, 'users/ada/notes/n2'), { text: 'not yours', createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(bob, ADA_NOTE), { text: 'not yours' }));
    await assertFails(deleteDoc(doc(bob, ADA_NOTE)));
  });

  it('refuses a signed-out visitor every read and write', async (context) => {
    const rules = env(context);
    await seedAdaNote(rules);
    const visitor = rules.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(visitor, ADA_NOTE)));
    await assertFails(getDocs(collection(visitor, 'users/ada/notes')));
    await assertFails(setDoc(doc(visitor, 'users/ada/notes/n2'), { text: 'x', createdAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(visitor, ADA_NOTE)));
  });

  it('refuses everything outside users/{uid}/notes, even to the owner', async (context) => {
    const db = env(context).authenticatedContext('ada').firestore();
    const note = { text: 'x', createdAt: serverTimestamp() };
    await assertFails(setDoc(doc(db, 'public/x'), note));
    await assertFails(getDoc(doc(db, 'public/x')));
    await assertFails(setDoc(doc(db, 'users/ada'), note));
    await assertFails(setDoc(doc(db, 'users/ada/settings/x'), note));
    await assertFails(setDoc(doc(db, 'users/ada/notes/n1/replies/r1'), note));
  });

  it.for<[string, Record<string, unknown>]>([
    ['no text', { createdAt: 'server' }],
    ['an empty text', { text: '', createdAt: 'server' }],
    ['a text over 4,000 characters', { text: 'x'.repeat(4001), createdAt: 'server' }],
    ['a text that is not a string', { text: 42, createdAt: 'server' }],
    ['no time', { text: 'x' }],
    ['a time that is not a timestamp', { text: 'x', createdAt: '2026-01-01' }],
    ["the device's time instead of the server's", { text: 'x', createdAt: Timestamp.fromMillis(1_000) }],
    ['a field the app does not write', { text: 'x', createdAt: 'server', owner: 'ada' }],
    ['tags that are not a list', { text: 'x #a', createdAt: 'server', tags: 'a' }],
    [
      'more than 20 tags',
      { text: 'x', createdAt: 'server', tags: Array.from({ length: 21 }, (_, i) => `t${String(i)}`) },
    ],
  ])('refuses the owner a note with %s', async ([, shape], context) => {
    const db = env(context).authenticatedContext('ada').firestore();
    const data = { ...shape, ...(shape['createdAt'] === 'server' ? { createdAt: serverTimestamp() } : {}) };
    await assertSucceeds(
      setDoc(doc(db, 'users/ada/notes/ok'), { text: 'x'.repeat(4000), createdAt: serverTimestamp() }),
    );
    await assertFails(setDoc(doc(db, 'users/ada/notes/bad'), data));
  });

  it("refuses an edit that changes a note's time or adds a field", async (context) => {
    const rules = env(context);
    await seedAdaNote(rules);
    const db = rules.authenticatedContext('ada').firestore();
    await assertFails(updateDoc(doc(db, ADA_NOTE), { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, ADA_NOTE), { pinned: true }));
    await assertFails(updateDoc(doc(db, ADA_NOTE), { text: '' }));
  });
});
