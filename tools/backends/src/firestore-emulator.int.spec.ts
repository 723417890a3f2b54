import { BackendStartError } from './backend-start-error.js';
import { findFirestoreEmulatorJar, machineHost } from './firestore-emulator-discovery.js';
import { startFirestoreEmulator } from './firestore-emulator.js';
import { findFreePort } from './free-port.js';
import { isAlive, processesOnPort } from './testing/fake-cli.js';

const found = findFirestoreEmulatorJar(machineHost());
// Under CI a missing emulator fails the start below instead of skipping.
const unavailable = found.kind === 'unavailable' && process.env['CI'] !== 'true' ? found.reason : undefined;

const OWNER_ONLY = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents {
  match /users/{uid}/{document=**} { allow read, write: if request.auth != null && request.auth.uid == uid; }
} }`;

describe('startFirestoreEmulator', () => {
  it('starts the emulator on 127.0.0.1, serves writes over REST, resets, applies rules and stops its Java process', async (context) => {
    if (unavailable) context.skip(unavailable);
    const emulator = await startFirestoreEmulator({ projectId: 'demo-harness', rules: { text: OWNER_ONLY } });
    const java = processesOnPort(emulator.port);
    const documents = `${emulator.url}/v1/projects/demo-harness/databases/(default)/documents`;
    const asOwner = { Authorization: 'Bearer owner', 'content-type': 'application/json' };
    try {
      expect(emulator).toMatchObject({ name: 'firestore', host: '127.0.0.1', projectId: 'demo-harness' });
      expect(emulator.emulatorHost).toBe(`127.0.0.1:${String(emulator.port)}`);
      expect(java).toHaveLength(1);

      const write = await fetch(`${documents}/users/ada/notes/n1`, {
        method: 'PATCH',
        headers: asOwner,
        body: JSON.stringify({ fields: { text: { stringValue: 'hello' } } }),
      });
      expect(write.status).toBe(200);
      const read = await fetch(`${documents}/users/ada/notes/n1`, { headers: asOwner });
      expect(await read.json()).toMatchObject({ fields: { text: { stringValue: 'hello' } } });
      // The rules given at the start hold for a caller who is not the emulator's owner.
      expect((await fetch(`${documents}/users/ada/notes/n1`)).status).toBe(403);

      await emulator.reset();
      expect((await fetch(`${documents}/users/ada/notes/n1`, { headers: asOwner })).status).toBe(404);

      await emulator.loadRules(
        "rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read: if true; } } }",
      );
      expect((await fetch(`${documents}/users/ada/notes/n1`)).status).toBe(404);
      await expect(emulator.loadRules('not rules')).rejects.toThrow(/HTTP 400/u);
    } finally {
      await emulator.stop();
      await emulator.stop();
    }
    await expect(fetch(`${emulator.url}/`)).rejects.toThrow();
    expect(java.filter(isAlive)).toEqual([]);
  });

  it('rejects with the output of a Java that exits before answering, and leaves nothing behind', async () => {
    // Node stands in for Java: it refuses the JVM's first flag, `-XX:TieredStopAtLevel=1`, and exits at once.
    const error = await startFirestoreEmulator({
      installation: { kind: 'gcloud', java: process.execPath, jar: '/nowhere/cloud-firestore-emulator.jar' },
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BackendStartError);
    expect((error as Error).message).toMatch(
      /Could not start the Firestore emulator \(\/nowhere\/cloud-firestore-emulator\.jar\): Java exited with code \d+ before it answered at http:\/\/127\.0\.0\.1:\d+/u,
    );
    expect((error as BackendStartError).outputTail).toContain('bad option: -XX:TieredStopAtLevel=1');
  });

  it('stops a start that is aborted', async (context) => {
    if (unavailable) context.skip(unavailable);
    const port = await findFreePort();
    const controller = new AbortController();
    const starting = startFirestoreEmulator({ signal: controller.signal, port });
    setTimeout(() => controller.abort(), 50);

    await expect(starting).rejects.toThrow(/the start was aborted/u);
    expect(processesOnPort(port)).toEqual([]);
  });
});
