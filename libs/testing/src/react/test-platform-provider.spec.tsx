import { useAuthState } from '@platform/auth/react';
import { collection, type CodecPair } from '@platform/firestore';
import { useQuery } from '@platform/firestore/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createTestPlatform, type TestPlatform } from '../index.js';
import { TestPlatformProvider, testStoreOf } from './index.js';

interface Note {
  readonly text: string;
}

const noteCodec: CodecPair<Note> = {
  name: 'note',
  toStore: ({ text }) => ({ text }),
  fromStore: (data) => ({ text: String(data['text']) }),
};
const collections = { 'users/{uid}/notes': noteCodec };

/** A component as an app writes it: the signed-in user's notes, live. */
function Notes() {
  const auth = useAuthState();
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const notes = useQuery(uid ? collection(`users/${uid}/notes`, noteCodec) : null);
  if (notes.status !== 'success') return <p>{notes.status}</p>;
  return (
    <ul>
      {notes.data.docs.map((note) => (
        <li key={note.id}>{note.data.text}</li>
      ))}
    </ul>
  );
}

describe('TestPlatformProvider', () => {
  let platform: TestPlatform<typeof collections>;

  beforeAll(async () => {
    platform = await createTestPlatform({
      collections,
      seed: (built) => built.seed({ firestore: { 'users/test-user/notes/a': { text: 'seeded' } } }),
    });
  });
  afterEach(async () => {
    cleanup();
    await platform.reset();
  });
  afterAll(() => platform.dispose());

  it("renders the app's components on the signed-in user's seeded data, live", async () => {
    render(
      <TestPlatformProvider platform={platform}>
        <Notes />
      </TestPlatformProvider>,
    );
    expect(await screen.findByText('seeded')).toBeTruthy();
    await act(() => platform.seed({ firestore: { 'users/test-user/notes/b': { text: 'written later' } } }));
    expect(await screen.findByText('written later')).toBeTruthy();
  });

  it("keeps a listener alive after unmount for the store's keep-alive on the platform's clock, and not after a reset", async () => {
    const { unmount } = render(
      <TestPlatformProvider platform={platform}>
        <Notes />
      </TestPlatformProvider>,
    );
    await screen.findByText('seeded');
    const store = testStoreOf(platform);
    unmount();
    expect(store.entries().filter((entry) => entry.open)).not.toHaveLength(0);
    await platform.clock.advance(5_000);
    expect(store.entries().filter((entry) => entry.open)).toHaveLength(0);

    await platform.reset();
    expect(testStoreOf(platform)).not.toBe(store);
  });
});
