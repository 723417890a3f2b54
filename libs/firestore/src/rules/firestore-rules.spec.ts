import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firestoreEmulator, NO_EMULATOR } from '../firebase/testing/emulator.js';

/** The app's `firestore.rules` on the official emulator: denied by default, owner-only under users/{uid}. */
const emulator = firestoreEmulator();
let environment: RulesTestEnvironment | undefined;

beforeAll(async () => {
  if (!emulator) return;
  environment = await initializeTestEnvironment({
    projectId: 'demo-firestore-rules',
    firestore: {
      ...emulator,
      rules: readFileSync(resolve(import.meta.dirname, '../../../../firestore.rules'), 'utf8'),
    },
  });
});
afterAll(() => environment?.cleanup());

describe('firestore.rules', () => {
  const env = (context: { skip: (reason: string) => void }): RulesTestEnvironment => {
    if (!environment) context.skip(NO_EMULATOR);
    return environment as RulesTestEnvironment;
  };

  it('lets a signed-in user read and write their own notes', async (context) => {
    const db = env(context).authenticatedContext('ada').firestore();
    await assertSucceeds(setDoc(doc(db, 'users/ada/notes/n1'), { text: 'mine' }));
    await assertSucceeds(getDoc(doc(db, 'users/ada/notes/n1')));
  });

  it("refuses another user's notes, anonymous visitors, and everything outside users/", async (context) => {
    const rules = env(context);
    await assertFails(getDoc(doc(rules.authenticatedContext('bob').firestore(), 'users/ada/notes/n1')));
    await assertFails(setDoc(doc(rules.unauthenticatedContext().firestore(), 'users/ada/notes/n2'), { text: 'x' }));
    await assertFails(setDoc(doc(rules.authenticatedContext('ada').firestore(), 'public/x'), { text: 'x' }));
  });
});
