import { isPlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import fc from 'fast-check';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { injectStorageEmulator } from './testing/storage-emulator.js';
import { createFirebaseStorage } from './index.js';
import { parseTarget } from '../internal/storage-path.js';
import { createMemoryStorage } from '../memory/memory-storage.js';
import { compareNames } from '../memory/memory-listing.js';
import type { StoragePort } from '../storage.port.js';
import type {
  MetadataUpdate,
  StorageListing,
  StorageObjectMetadata,
  StorageTarget,
  UploadData,
  UploadOptions,
} from '../storage.types.js';

// The memory adapter against the Firebase adapter on firebase-tools' Storage emulator: random sequences of uploads,
// reads, metadata updates, deletes and listings run on both, and every outcome must match, except where the emulator
// departs from Cloud Storage (docs/testing.md lists each departure; the rules below skip or normalize them).
const RUNS = Number(process.env['STORAGE_DIFFERENTIAL_RUNS'] ?? 300);
const SEED = Number(process.env['STORAGE_DIFFERENTIAL_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const OTHER_BUCKET = 'other-bucket';

type Data =
  | { readonly bytes: readonly number[] }
  | { readonly text: string; readonly format?: 'raw' | 'base64' | 'data_url' }
  | { readonly blob: string; readonly type: string };

type Command =
  | { readonly kind: 'upload'; readonly target: StorageTarget; readonly data: Data; readonly options: UploadOptions }
  | { readonly kind: 'updateMetadata'; readonly target: StorageTarget; readonly update: MetadataUpdate }
  | { readonly kind: 'getMetadata' | 'getBlob' | 'getDownloadUrl' | 'delete'; readonly target: StorageTarget }
  | { readonly kind: 'getBytes'; readonly target: StorageTarget; readonly maxBytes?: number }
  | { readonly kind: 'list'; readonly target: StorageTarget; readonly maxResults: number }
  | { readonly kind: 'listAll'; readonly target: StorageTarget };

// Names that sort apart by UTF-8 bytes and UTF-16 code units (U+E000 against 😀), folders whose order depends on the
// `/` (`a-`, `a.`, `a`), an object and a folder of the same name (`dup`), and names the check refuses.
const SEGMENT = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('a', 'a-', 'a.', 'a.b', 'dup', 'b', 'é', '\u{1f600}', '\ue000', 'x y') },
  { weight: 1, arbitrary: fc.constantFrom('.', '..', '%', 'a%41', '#', '\ud800', '', '[x]') },
);
const PATH = fc.array(SEGMENT, { minLength: 1, maxLength: 3 }).map((segments) => segments.join('/'));
const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');
const CUSTOM_KEY = fc.constantFrom('k', 'n', 'owner', 'firebaseStorageDownloadTokens');
const CUSTOM_VALUE = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -5, max: 99 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ nested: 1 }),
);
const DATA: fc.Arbitrary<Data> = fc.oneof(
  fc.record({ bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 24 }) }),
  fc.record({ text: fc.string({ maxLength: 12 }) }),
  fc.constantFrom<Data>(
    { text: 'aGVsbG8=', format: 'base64' },
    { text: 'not base64!', format: 'base64' },
    { text: 'data:text/csv;base64,YSxi', format: 'data_url' },
    { text: 'plain', format: 'data_url' },
  ),
  fc.record({ blob: fc.string({ maxLength: 8 }), type: fc.constantFrom('', 'image/png', 'text/plain') }),
);
const UPLOAD_OPTIONS: fc.Arbitrary<UploadOptions> = fc.record(
  {
    contentType: fc.constantFrom('text/plain', 'image/png', '', 'text/\u{1f600}'),
    cacheControl: fc.constantFrom('no-cache', 'public, max-age=60'),
    customMetadata: fc.dictionary(CUSTOM_KEY, CUSTOM_VALUE, { maxKeys: 3 }) as fc.Arbitrary<Record<string, string>>,
  },
  { requiredKeys: [] },
);
const UPDATE: fc.Arbitrary<MetadataUpdate> = fc.record(
  {
    contentType: fc.constantFrom('text/html', null, 'text/\u{1f600}'),
    cacheControl: fc.constantFrom('max-age=1', null),
    customMetadata: fc.oneof(
      fc.constant(null),
      fc.dictionary(CUSTOM_KEY, fc.oneof(CUSTOM_VALUE, fc.constant(null)), { maxKeys: 3 }),
    ) as fc.Arbitrary<Record<string, string | null> | null>,
  },
  { requiredKeys: [] },
);
/** Calls on a few paths of a sequence's own, so that they meet the same objects, and now and then on any path. */
const commandOn = (paths: readonly string[]): fc.Arbitrary<Command> => {
  const path = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...paths) }, { weight: 1, arbitrary: PATH });
  const TARGET: fc.Arbitrary<StorageTarget> = fc.oneof(
    { weight: 10, arbitrary: path },
    { weight: 1, arbitrary: path.map((inBucket) => ({ path: inBucket, bucket: OTHER_BUCKET })) },
    { weight: 1, arbitrary: fc.constantFrom<StorageTarget>('gs://bad bucket/a', { path: 'a', bucket: '' }) },
  );
  const PREFIX: fc.Arbitrary<StorageTarget> = fc.oneof(
    { weight: 3, arbitrary: path.map(parentOf) },
    { weight: 1, arbitrary: path },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('upload' as const),
        target: TARGET,
        data: DATA,
        options: UPLOAD_OPTIONS,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('updateMetadata' as const), target: TARGET, update: UPDATE }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constantFrom('getMetadata' as const, 'getBlob' as const, 'delete' as const),
        target: TARGET,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('getDownloadUrl' as const), target: TARGET }) },
    {
      weight: 1,
      arbitrary: fc.record(
        { kind: fc.constant('getBytes' as const), target: TARGET, maxBytes: fc.integer({ min: -1, max: 30 }) },
        { requiredKeys: ['kind', 'target'] },
      ),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('list' as const),
        target: PREFIX,
        maxResults: fc.integer({ min: 0, max: 4 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('listAll' as const), target: PREFIX }) },
  );
};
const SEQUENCE = fc
  .uniqueArray(PATH, { minLength: 1, maxLength: 5 })
  .chain((paths) => fc.array(commandOn(paths), { minLength: 1, maxLength: 12 }));

/**
 * Whether a call would meet one of the emulator's departures: a name with `%` (decoded twice), or a `.` or `..`
 * segment (resolved, so it aliases another name). A target the port refuses never reaches the emulator.
 */
function meetsEmulatorDeparture(command: Command): boolean {
  const root = command.kind === 'list' || command.kind === 'listAll';
  let path: string;
  try {
    path = parseTarget(command.target, { root }).path;
  } catch {
    return false;
  }
  return path.includes('%') || path.split('/').some((segment) => segment === '.' || segment === '..');
}

const toUploadData = (data: Data): UploadData =>
  'bytes' in data
    ? Uint8Array.from(data.bytes)
    : 'blob' in data
      ? new Blob([data.blob], { type: data.type })
      : { text: data.text, ...(data.format ? { format: data.format } : {}) };

/** The fields both adapters must agree on; generations and times are each backend's own. */
const COMPARED = [
  'bucket',
  'path',
  'name',
  'size',
  'md5Hash',
  'contentType',
  'cacheControl',
  'customMetadata',
] as const;
const comparable = (metadata: StorageObjectMetadata) => Object.fromEntries(COMPARED.map((key) => [key, metadata[key]]));

const byName = <T extends { path: string }>(refs: readonly T[], suffix = '') =>
  refs.map((ref) => ref.path + suffix).sort(compareNames);

/**
 * Whether the emulator's order (UTF-16 code units) and Cloud Storage's (UTF-8 bytes) agree on these names: they
 * differ only where a name holds a character from U+E000 on (or a surrogate pair).
 */
const ordersAgree = (refs: readonly { path: string }[]) => refs.every((ref) => !/[\ud800-\uffff]/.test(ref.path));

/** The paths as listed, where both orders agree, so that the order itself is compared; sorted by name otherwise. */
const inListedOrder = (refs: readonly { path: string }[]) =>
  ordersAgree(refs) ? refs.map((ref) => ref.path) : byName(refs);

/** One adapter's side of a run: the port, and the download URL it last gave per object. */
interface Side {
  readonly port: StoragePort;
  readonly urls: Map<string, string>;
}

const objectKey = (target: StorageTarget) => JSON.stringify(parseTarget(target));

/** Whether an upload names the object's download token itself. */
const namesItsToken = (command: Command) =>
  command.kind === 'upload' && command.options.customMetadata?.['firebaseStorageDownloadTokens'] !== undefined;

/**
 * What a command gives, in a form both adapters must agree on. `ownTokens` holds the objects whose last upload named
 * its own download token.
 */
async function outcomeOf(
  side: Side,
  command: Command,
  isMemory: boolean,
  ownTokens: ReadonlySet<string>,
): Promise<unknown> {
  const { port } = side;
  try {
    switch (command.kind) {
      case 'upload': {
        const task = port.upload(command.target, toUploadData(command.data), command.options);
        const outcome = await task.result;
        return outcome.status === 'uploaded' ? comparable(outcome.metadata) : outcome;
      }
      case 'updateMetadata':
        return comparable(await port.updateMetadata(command.target, command.update));
      case 'getMetadata': {
        const metadata = await port.getMetadata(command.target);
        return metadata && comparable(metadata);
      }
      case 'getBytes':
        return [
          ...(await port.getBytes(
            command.target,
            command.maxBytes === undefined ? {} : { maxBytes: command.maxBytes },
          )),
        ];
      case 'getBlob': {
        const blob = await port.getBlob(command.target);
        return { type: blob.type, bytes: [...new Uint8Array(await blob.arrayBuffer())] };
      }
      case 'getDownloadUrl': {
        const url = await port.getDownloadUrl(command.target);
        const key = objectKey(command.target);
        const before = side.urls.get(key);
        if (url !== null) side.urls.set(key, url);
        // A token named again by a new upload keeps its URL on Cloud Storage, but the memory adapter's object URL
        // carries the bytes, so it is new with each upload (the README says so): only whether there is one is compared.
        if (ownTokens.has(key)) return url !== null;
        // The URLs differ between adapters; whether the object kept its URL does not.
        return url === null ? null : { kept: before === undefined ? 'first' : before === url };
      }
      case 'delete':
        await port.delete(command.target);
        return 'deleted';
      case 'listAll': {
        const listing = await port.listAll(command.target);
        // The emulator orders names by UTF-16 code units, Cloud Storage by UTF-8 bytes: the memory adapter's order
        // must already be Cloud Storage's.
        if (isMemory) expectInNameOrder(listing);
        return { prefixes: inListedOrder(listing.prefixes), items: inListedOrder(listing.items) };
      }
      case 'list': {
        // The emulator counts only items against maxResults and repeats every prefix on each page: compare what all
        // pages hold together, and check Cloud Storage's paging on the memory adapter alone.
        const prefixes = new Set<string>();
        const items: { path: string }[] = [];
        let pageToken: string | undefined;
        for (let pages = 0; pages < 50; pages += 1) {
          const page = await port.list(command.target, {
            maxResults: command.maxResults,
            ...(pageToken === undefined ? {} : { pageToken }),
          });
          if (isMemory) {
            expect(page.prefixes.length + page.items.length).toBeLessThanOrEqual(command.maxResults);
            for (const prefix of page.prefixes) expect(prefixes.has(prefix.path)).toBe(false);
          }
          for (const prefix of page.prefixes) prefixes.add(prefix.path);
          items.push(...page.items);
          pageToken = page.nextPageToken;
          if (pageToken === undefined) break;
        }
        expect(pageToken).toBeUndefined();
        return { prefixes: [...prefixes].sort(compareNames), items: byName(items) };
      }
    }
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return { error: error.code };
  }
}

/** Cloud Storage's order: by UTF-8 bytes, a prefix by its name with the trailing `/`. */
function expectInNameOrder(listing: StorageListing): void {
  const prefixes = listing.prefixes.map((ref) => `${ref.path}/`);
  expect(prefixes).toEqual(byName(listing.prefixes, '/'));
  expect(listing.items.map((ref) => ref.path)).toEqual(byName(listing.items));
}

describe('storage differential [memory vs firebase on the Storage emulator]', () => {
  const emulator = injectStorageEmulator();
  const app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-differential' });
  const firebase = createFirebaseStorage({
    app,
    emulator: { host: emulator.host, port: emulator.port, mockUserToken: 'owner' },
  });
  afterAll(async () => {
    await firebase.dispose();
    await app.delete();
  });

  it('lists folders in the order of their names with the trailing /, as Cloud Storage and the emulator do', async () => {
    const response = await fetch(`${emulator.url}/internal/reset`, { method: 'POST' });
    expect(response.ok).toBe(true);
    const memory = createMemoryStorage({ chunkMs: 0, bucket: DEMO_CONFIG.storageBucket });
    const paths = ['o/a', 'o/a-/1', 'o/a./1', 'o/a/1', 'o/a.b', 'o/a-', 'o/b/1'];
    for (const port of [memory, firebase]) {
      for (const path of paths) await port.upload(path, new Uint8Array([1])).result;
    }
    const listed = async (port: StoragePort) => {
      const all = await port.listAll('o');
      return { prefixes: all.prefixes.map((ref) => ref.path), items: all.items.map((ref) => ref.path) };
    };
    const onEmulator = await listed(firebase);
    expect(onEmulator).toEqual({ prefixes: ['o/a-', 'o/a.', 'o/a', 'o/b'], items: ['o/a', 'o/a-', 'o/a.b'] });
    expect(await listed(memory)).toEqual(onEmulator);
    // Pages follow the same order (the emulator pages items alone, so only the memory adapter's pages are checked).
    const pages: string[][] = [];
    let pageToken: string | undefined;
    do {
      const page = await memory.list('o', { maxResults: 2, ...(pageToken === undefined ? {} : { pageToken }) });
      pages.push(
        [...page.prefixes.map((ref) => `${ref.path}/`), ...page.items.map((ref) => ref.path)].sort(compareNames),
      );
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined);
    expect(pages).toEqual([['o/a', 'o/a-'], ['o/a-/', 'o/a./'], ['o/a.b', 'o/a/'], ['o/b/']]);
    await memory.dispose();
  });

  it(`gives the same outcome for ${RUNS} random sequences of calls`, async () => {
    let skipped = 0;
    let compared = 0;
    const property = fc.asyncProperty(SEQUENCE, async (commands) => {
      const response = await fetch(`${emulator.url}/internal/reset`, { method: 'POST' });
      expect(response.ok).toBe(true);
      const memory: Side = {
        port: createMemoryStorage({ chunkMs: 0, bucket: DEMO_CONFIG.storageBucket }),
        urls: new Map(),
      };
      const remote: Side = { port: firebase, urls: new Map() };
      const ownTokens = new Set<string>();
      try {
        for (const [index, command] of commands.entries()) {
          if (meetsEmulatorDeparture(command)) {
            skipped += 1;
            continue;
          }
          compared += 1;
          const expected = await outcomeOf(remote, command, false, ownTokens);
          const actual = await outcomeOf(memory, command, true, ownTokens);
          expect(actual, `command ${index}: ${JSON.stringify(command)}`).toEqual(expected);
          const succeeded = !(typeof expected === 'object' && expected !== null && 'error' in expected);
          if (succeeded && command.kind === 'upload' && namesItsToken(command))
            ownTokens.add(objectKey(command.target));
          else if (succeeded && (command.kind === 'upload' || command.kind === 'delete'))
            ownTokens.delete(objectKey(command.target));
        }
      } finally {
        await memory.port.dispose();
      }
    });
    try {
      await fc.assert(property, { numRuns: RUNS, seed: SEED });
    } catch (error) {
      console.error(`storage differential failed; reproduce with STORAGE_DIFFERENTIAL_SEED=${SEED}`);
      throw error;
    }
    console.log(
      `storage differential: ${RUNS} sequences (seed ${SEED}), ${compared} calls compared, ${skipped} skipped as emulator departures`,
    );
  }, 300_000);
});
