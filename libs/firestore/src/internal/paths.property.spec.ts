import fc from 'fast-check';
import { initializeApp, deleteApp } from 'firebase/app';
import { collection as sdkCollection, doc as sdkDoc, getFirestore } from 'firebase/firestore';
import { DEMO_CONFIG } from '../firebase/testing/demo-config.js';
import { firestoreErrors } from '../firestore.errors.js';
import { collection, docAt } from '../model/refs.js';

const app = initializeApp(DEMO_CONFIG, 'firestore-paths');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const segment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
  fc.constantFrom('', '.', '..', '__x__', 'é'.repeat(751), 'a'.repeat(1500)),
);
const accepts = (build: () => unknown) => {
  try {
    build();
    return true;
  } catch (error) {
    if (!firestoreErrors.is(error, 'firestore/invalid-path')) throw error;
    return false;
  }
};
const sdkAccepts = (build: () => unknown) => {
  try {
    build();
    return true;
  } catch {
    return false;
  }
};

describe('path validation, against the real SDK', () => {
  it('refuses every path the SDK refuses, and only adds the backend rules the SDK leaves to the server', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = segments.join('/');
        const backendRule = segments.some(
          (s) => s === '.' || s === '..' || /^__.*__$/.test(s) || new TextEncoder().encode(s).length > 1500,
        );
        for (const [ours, theirs] of [
          [() => collection(path), () => sdkCollection(db, path)],
          [() => docAt(path), () => sdkDoc(db, path)],
        ] as const) {
          const accepted = accepts(ours);
          if (accepted) expect(sdkAccepts(theirs)).toBe(true);
          else if (!backendRule && !segments.includes('')) expect(sdkAccepts(theirs)).toBe(false);
        }
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it('refuses a segment by its UTF-8 bytes, over 1,500, whatever the width of its characters', () => {
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    const character = fc.constantFrom('a', 'é', '€', '😀');
    // Around the limit for each width, and mixed widths of any length up to far beyond it.
    const id = fc.oneof(
      fc
        .tuple(character, fc.integer({ min: -2, max: 2 }))
        .map(([char, off]) => char.repeat(Math.floor(1500 / bytes(char)) + off)),
      fc.array(character, { minLength: 1, maxLength: 1600 }).map((chars) => chars.join('')),
    );
    fc.assert(
      fc.property(id, (segment) => {
        expect(accepts(() => docAt(`notes/${segment}`))).toBe(bytes(segment) <= 1500);
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it('names the problem in customData', () => {
    const error = (() => {
      try {
        docAt('users/a/b');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toMatchObject({ code: 'firestore/invalid-path', customData: { path: 'users/a/b' } });
    expect(String((error as { customData: { reason: string } }).customData.reason)).toContain(
      'even number of segments',
    );
  });
});
