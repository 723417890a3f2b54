import { restartable } from './backend-restart.js';
import { firebaseServerRecord, firestoreEmulatorRecord } from './backend-records.js';
import { startFirebaseServer } from './firebase-server.js';
import { findFirestoreEmulatorJar, machineHost } from './firestore-emulator-discovery.js';
import { startFirestoreEmulator } from './firestore-emulator.js';

const firestoreJar = findFirestoreEmulatorJar(machineHost());

describe('restartable backends', () => {
  it('firebase-server restarts on its port with its whole tree', async () => {
    const server = await restartable({
      start: (port, data) => startFirebaseServer({ ...(port === undefined ? {} : { port }), data }),
      record: firebaseServerRecord,
    });
    try {
      const { port, url } = server.current();
      await fetch(`${url}/rooms/a.json`, { method: 'PUT', body: JSON.stringify({ n: 1, tags: { x: true } }) });
      const restarted = await server.restart({ downMs: 100 });
      expect(restarted.port).toBe(port);
      expect(await (await fetch(`${url}/.json`)).json()).toEqual({ rooms: { a: { n: 1, tags: { x: true } } } });
    } finally {
      await server.stop();
    }
  });

  it('the Firestore emulator restarts on its port with every document of the project', async (context) => {
    if (firestoreJar.kind === 'unavailable') {
      if (process.env['CI'] === 'true') throw new Error(`CI needs the Firestore emulator. ${firestoreJar.reason}.`);
      context.skip(firestoreJar.reason);
      return;
    }
    const projectId = 'demo-restart';
    const emulator = await restartable({
      start: (port) => startFirestoreEmulator({ installation: firestoreJar, projectId, ...(port ? { port } : {}) }),
      record: firestoreEmulatorRecord(projectId),
    });
    try {
      const { url, port } = emulator.current();
      const docs = `${url}/v1/projects/${projectId}/databases/(default)/documents`;
      for (const path of ['notes/a', 'notes/a/replies/r1', 'rooms/b']) {
        await fetch(`${docs}/${path}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ fields: { path: { stringValue: path } } }),
        });
      }
      const restarted = await emulator.restart();
      expect(restarted.port).toBe(port);
      const rows = (await (
        await fetch(`${docs}:runQuery`, {
          method: 'POST',
          body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
        })
      ).json()) as { document?: { fields: { path: { stringValue: string } } } }[];
      expect(rows.flatMap((row) => (row.document ? [row.document.fields.path.stringValue] : [])).sort()).toEqual([
        'notes/a',
        'notes/a/replies/r1',
        'rooms/b',
      ]);
    } finally {
      await emulator.stop();
    }
  }, 120_000);
});
