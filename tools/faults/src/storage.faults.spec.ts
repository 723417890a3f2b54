import { createHash, randomBytes } from 'node:crypto';
import { isPlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseStorage } from '@platform/storage/firebase';
import type { StoragePort, UploadProgress } from '@platform/storage';
import { injectStorageEmulator } from '@platform/backends/vitest';
import { FAULTS_CONFIG } from './support/demo-config.js';
import { useScenario } from './support/scenario.js';
import { settle } from './support/wait.js';

const emulator = injectStorageEmulator();
const BUCKET = FAULTS_CONFIG.storageBucket;
const SIZE = 6 * 1024 * 1024;
const run = `${String(Date.now())}-${String(process.pid)}`;

const scenario = useScenario();
let apps = 0;

function client(via: { host: string; port: number }): StoragePort {
  apps += 1;
  const app = createFirebaseApp(FAULTS_CONFIG, { name: `faults-storage-${String(apps)}` });
  const port = createFirebaseStorage({ app, emulator: { host: via.host, port: via.port, mockUserToken: 'owner' } });
  scenario.release(async () => {
    await port.dispose();
    await app.delete();
  });
  return port;
}

/** The objects the emulator holds under `prefix`, past any client. */
async function serverObjects(prefix: string): Promise<string[]> {
  const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o?prefix=${encodeURIComponent(prefix)}`);
  const listing = (await response.json()) as { items?: { name: string }[] };
  return (listing.items ?? []).map((item) => item.name);
}

async function serverBytes(path: string): Promise<Buffer> {
  const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`);
  if (!response.ok) throw new Error(`No object at ${path}: HTTP ${String(response.status)}`);
  return Buffer.from(await response.arrayBuffer());
}

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');

describe('Storage on the emulator, through faults', () => {
  it('a 6 MiB resumable upload whose connection drops half-way resumes and stores every byte once, or fails typed and stores nothing', async () => {
    const proxy = await scenario.proxy(emulator);
    const port = client(proxy);
    const path = `faults/${run}/large.bin`;
    const bytes = new Uint8Array(randomBytes(SIZE));
    const task = port.upload(path, bytes, { contentType: 'application/octet-stream' });
    const progress: UploadProgress[] = [];
    let droppedAt: number | undefined;
    task.subscribe((now) => {
      progress.push(now);
      if (droppedAt === undefined && now.bytesTransferred > 0 && now.bytesTransferred < SIZE) {
        droppedAt = now.bytesTransferred;
        proxy.drop({ forMs: 2_000 });
      }
    });
    const outcome = await settle(task.result);
    expect(droppedAt).toBeGreaterThan(0);
    expect(proxy.stats().reset + proxy.stats().refused).toBeGreaterThan(0);

    console.info(
      `6 MiB upload, connection dropped at ${String(droppedAt)} bytes: ${outcome.ok ? 'resumed and uploaded' : `failed with ${(outcome.error as { code: string }).code}`}`,
    );
    if (outcome.ok) {
      expect(outcome.value).toMatchObject({ status: 'uploaded', metadata: { size: SIZE, md5Hash: md5(bytes) } });
      expect(md5(await serverBytes(path))).toBe(md5(bytes));
      expect(await serverObjects(`faults/${run}/`)).toEqual([path]);
      // Progress counts what the backend confirmed: it never goes backwards, and ends at the whole size.
      const confirmed = progress.map((now) => now.bytesTransferred);
      expect(confirmed).toEqual([...confirmed].sort((a, b) => a - b));
      expect(confirmed.at(-1)).toBe(SIZE);
    } else {
      expect(isPlatformError(outcome.error)).toBe(true);
      expect((outcome.error as { code: string }).code).toMatch(/^storage\/(retry-limit-exceeded|unknown|canceled)$/);
      expect(await serverObjects(`faults/${run}/`)).toEqual([]);
    }
  });

  it('a canceled upload leaves no object', async () => {
    const port = client(emulator);
    const path = `faults/${run}/canceled.bin`;
    const task = port.upload(path, new Uint8Array(randomBytes(SIZE)));
    task.subscribe((now) => {
      if (now.bytesTransferred > 0) task.cancel();
    });
    await expect(task.result).resolves.toEqual({ status: 'canceled' });
    await expect(port.getMetadata(path)).resolves.toBeNull();
    expect(await serverObjects(`faults/${run}/canceled`)).toEqual([]);
  });
});
