import { collection, docAt, serverTimestamp, Timestamp, type CodecPair } from '@platform/firestore';
import { defineConfig } from '@platform/remote-config';
import { createTestPlatform, type TestPlatform } from './index.js';

interface Note {
  readonly text: string;
  readonly createdAt: Date | null;
}

/** A note as an app declares it: the text is required and never empty; the time is the server's. */
const noteCodec: CodecPair<Note> = {
  name: 'note',
  toStore: ({ text, createdAt }) => {
    if (typeof text !== 'string' || text === '') throw new RangeError('A note needs some text.');
    return { text, createdAt };
  },
  fromStore: (data) => ({
    text: String(data['text']),
    createdAt: data['createdAt'] instanceof Timestamp ? data['createdAt'].toDate() : null,
  }),
};
const notesOf = (uid: string) => collection(`users/${uid}/notes`, noteCodec);
const appConfig = defineConfig({ greeting: 'Hello' });
const collections = { 'users/{uid}/notes': noteCodec };

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('createTestPlatform', () => {
  let platform: TestPlatform<typeof collections, typeof appConfig>;

  beforeAll(async () => {
    platform = await createTestPlatform({ collections, remoteConfig: appConfig });
  });
  afterEach(() => platform.reset());
  afterAll(() => platform.dispose());

  it('starts with the test user signed in, whose uid keys the data the app keeps for them', async () => {
    expect(platform.user).toMatchObject({ uid: 'test-user', email: 'test-user@example.com' });
    expect(platform.services.auth.currentState()).toMatchObject({ status: 'signed-in' });
    await platform.seed({
      firestore: { [`users/${platform.user?.uid}/notes/a`]: { text: 'hi', createdAt: serverTimestamp() } },
    });
    const notes = await platform.services.firestore.getDocs(notesOf('test-user'));
    expect(notes.map((note) => note.data)).toEqual([{ text: 'hi', createdAt: new Date('2026-01-01T00:00:00.000Z') }]);
  });

  it('types and checks seeded documents through the collection codecs', async () => {
    await platform.seed({
      firestore: {
        'users/u1/notes/a': { text: 'typed', createdAt: null },
        'elsewhere/doc': { anything: [1, 2] },
      },
    });
    // @ts-expect-error a note's text is a string
    const wrongType = platform.seed({ firestore: { 'users/u1/notes/b': { text: 1, createdAt: null } } });
    await expect(wrongType).rejects.toMatchObject({ code: 'firestore/invalid-document' });
    await expect(
      platform.seed({ firestore: { 'users/u1/notes/c': { text: '', createdAt: null } } }),
    ).rejects.toMatchObject({ code: 'firestore/invalid-document' });
    await expect(
      platform.seed({ firestore: { 'users/u1/notes': { text: 'x', createdAt: null } } }),
    ).rejects.toMatchObject({
      code: 'firestore/invalid-path',
    });
    expect(await platform.services.firestore.get(docAt('elsewhere/doc'))).toMatchObject({ data: { anything: [1, 2] } });
    expect(await platform.services.firestore.getDocs(notesOf('u1'))).toHaveLength(1);
  });

  it('seeds Storage, the Realtime Database and Remote Config from plain data', async () => {
    await platform.seed({
      storage: { 'users/test-user/avatar.txt': { data: 'a picture', contentType: 'text/plain' } },
      rtdb: { 'users/test-user/status': 'online' },
      remoteConfig: { greeting: 'Hi there' },
    });
    const bytes = await platform.services.storage.getBytes('users/test-user/avatar.txt');
    expect(new TextDecoder().decode(bytes)).toBe('a picture');
    expect(await platform.services.storage.getMetadata('users/test-user/avatar.txt')).toMatchObject({
      contentType: 'text/plain',
      timeCreated: '2026-01-01T00:00:00.000Z',
    });
    expect(await platform.services.rtdb.read('users/test-user/status')).toMatchObject({ value: 'online' });
    expect(await platform.services['remote-config'].fetchAndActivate()).toMatchObject({ status: 'fetched' });
    expect(platform.services['remote-config'].getValue('greeting')).toMatchObject({
      value: 'Hi there',
      source: 'remote',
    });
  });

  it('runs token expiry and the Remote Config fetch interval on the one clock', async () => {
    const first = await platform.services.auth.getIdTokenResult();
    expect(first?.issuedAt).toBe(Date.UTC(2026, 0, 1));
    await platform.clock.advance(60 * 60 * 1000);
    const refreshed = await platform.services.auth.getIdTokenResult();
    expect(refreshed?.issuedAt).toBe(Date.UTC(2026, 0, 1, 1));

    const config = platform.services['remote-config'];
    expect(await config.fetch()).toMatchObject({ status: 'fetched' });
    expect(await config.fetch()).toMatchObject({ status: 'cached' });
    await platform.clock.advance(12 * 60 * 60 * 1000 + 1);
    expect(await config.fetch()).toMatchObject({ status: 'fetched' });
  });

  it('goes offline and online: Firestore holds writes, Auth fails server calls, the database disconnects', async () => {
    await platform.faults.offline();
    const write = platform.services.firestore.set(docAt('users/test-user/notes/a', noteCodec), {
      text: 'offline',
      createdAt: null,
    });
    expect(await settled(write)).toBe(false);
    expect(await platform.services.firestore.get(docAt('users/test-user/notes/a', noteCodec))).toMatchObject({
      data: { text: 'offline' },
    });
    await expect(platform.services.auth.signInAnonymously()).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    expect(platform.services.rtdb.currentConnection()).toMatchObject({ connected: false });
    await platform.faults.online();
    await write;
    expect(platform.services.rtdb.currentConnection()).toMatchObject({ connected: true });
  });

  it("fails a service's next calls with the typed error the test names", async () => {
    platform.faults.failNext('firestore', 'firestore/permission-denied', { times: 2 });
    platform.faults.failNext('auth', 'auth/too-many-requests');
    const ref = docAt('users/test-user/notes/a', noteCodec);
    await expect(platform.services.firestore.get(ref)).rejects.toMatchObject({ code: 'firestore/permission-denied' });
    await expect(platform.services.firestore.get(ref)).rejects.toMatchObject({ code: 'firestore/permission-denied' });
    await expect(platform.services.firestore.get(ref)).resolves.toBeNull();
    await expect(platform.services.auth.getIdToken({ forceRefresh: true })).rejects.toMatchObject({
      code: 'auth/too-many-requests',
    });
    // @ts-expect-error a Firestore code for Storage
    expect(() => platform.faults.failNext('nope', 'firestore/aborted')).toThrow(
      expect.objectContaining({ code: 'testing/unknown-service' }),
    );
  });

  it('answers late while a service is slow, until the clock has moved that far', async () => {
    platform.faults.slow('firestore', 500);
    const read = platform.services.firestore.get(docAt('users/test-user/notes/a', noteCodec));
    expect(await settled(read)).toBe(false);
    await platform.clock.advance(499);
    expect(await settled(read)).toBe(false);
    await platform.clock.advance(1);
    await expect(read).resolves.toBeNull();
    expect(() => platform.faults.slow('*', -1)).toThrow(expect.objectContaining({ code: 'testing/invalid-delay' }));
  });

  it('resets to a fresh platform behind the same service objects', async () => {
    const { firestore, auth } = platform.services;
    await platform.seed({ firestore: { 'users/test-user/notes/a': { text: 'before', createdAt: null } } });
    await auth.signOut();
    platform.faults.slow('*', 1000);
    await platform.clock.advance(5000);

    await platform.reset();

    expect(platform.services.firestore).toBe(firestore);
    expect(platform.clock.now()).toBe(Date.UTC(2026, 0, 1));
    expect(platform.user?.uid).toBe('test-user');
    expect(await firestore.getDocs(notesOf('test-user'))).toEqual([]);
    expect(() => platform.clock.setTime(0)).toThrow(expect.objectContaining({ code: 'testing/clock-backwards' }));
  });
});

describe('createTestPlatform options', () => {
  it('runs the seed option on every build, for the user it names, or none', async () => {
    const platform = await createTestPlatform({
      user: { uid: 'ada', displayName: 'Ada' },
      users: [{ uid: 'bob', email: 'bob@example.com', password: 'bob-password' }],
      collections,
      start: new Date('2030-05-01T00:00:00Z'),
      seed: (built) =>
        built.seed({
          firestore: { [`users/${built.user?.uid}/notes/n`]: { text: 'kept', createdAt: serverTimestamp() } },
        }),
    });
    const read = async () => (await platform.services.firestore.getDocs(notesOf('ada'))).map((note) => note.data);
    expect(await read()).toEqual([{ text: 'kept', createdAt: new Date('2030-05-01T00:00:00Z') }]);
    await platform.reset();
    expect(await read()).toEqual([{ text: 'kept', createdAt: new Date('2030-05-01T00:00:00Z') }]);
    await platform.services.auth.signOut();
    await expect(platform.services.auth.signInWithEmail('bob@example.com', 'bob-password')).resolves.toMatchObject({
      status: 'signed-in',
    });
    await platform.dispose();
    await expect(platform.reset()).rejects.toMatchObject({ code: 'testing/disposed' });

    const signedOut = await createTestPlatform({ user: null });
    expect(signedOut.user).toBeNull();
    expect(signedOut.services.auth.currentState()).toMatchObject({ status: 'signed-out' });
    await signedOut.dispose();
  });
});
