import { initializeApp, deleteApp } from 'firebase/app';
import * as sdk from 'firebase/database';
import { queryConstraints } from '../firebase/query-constraints.js';
import { createMemoryRtdb } from '../memory/index.js';
import type { RtdbPort } from '../rtdb.port.js';
import type { RtdbQuery } from '../rtdb.types.js';

/**
 * What the memory adapter refuses, against what the real `firebase/database` refuses, case by case: paths to read and
 * to write, keys and values, priorities, updates and queries. The SDK is offline (its database URL is a closed
 * loopback port), so nothing it accepts goes anywhere; its refusals are synchronous throws.
 */
const app = initializeApp(
  { projectId: 'demo-rtdb', apiKey: 'demo', databaseURL: 'http://127.0.0.1:9?ns=demo-rtdb' },
  'rtdb-validation',
);
const db = sdk.getDatabase(app);
sdk.goOffline(db);
afterAll(() => deleteApp(app));

type Outcome = 'accepted' | 'refused';

/** Whether the SDK throws while taking the call (an offline write's promise never settles, and is not awaited). */
function onSdk(call: () => unknown): Outcome {
  try {
    const result = call();
    if (typeof result === 'function') (result as () => void)();
    if (result instanceof Promise) result.catch(() => undefined);
    return 'accepted';
  } catch {
    return 'refused';
  }
}

/** Whether the memory adapter refuses the call with a typed `rtdb/*` error, thrown, rejected or sent to `onError`. */
async function onMemory(
  call: (port: RtdbPort, onError: (error: { code: string }) => void) => unknown,
): Promise<Outcome> {
  const port = createMemoryRtdb();
  let refused = false;
  const onError = (error: { code: string }) => {
    expect(error.code).toMatch(/^rtdb\//);
    refused = true;
  };
  let stop: (() => void) | undefined;
  try {
    const result = call(port, onError);
    if (typeof result === 'function') stop = result as () => void;
    if (result instanceof Promise) await result;
  } catch (error) {
    onError(error as { code: string });
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  stop?.();
  await port.dispose();
  return refused ? 'refused' : 'accepted';
}

const long = (bytes: number) => 'k'.repeat(bytes);
const deep = (levels: number) => Array.from({ length: levels }, (_, i) => `l${String(i)}`).join('/');

const PATHS = [
  'a',
  'a/b',
  '/a/',
  '/',
  '',
  'a//b',
  'a.b',
  'a#b',
  'a$b',
  'a[b',
  'a]b',
  'a\u0001',
  'a\u007f',
  '.info',
  '.info/connected',
  long(700),
  `${long(400)}/${long(400)}`,
  deep(31),
  deep(33),
  'ключ',
  '😀',
];
const KEYS = ['ok', 'a.b', 'a/b', '$a', '', '.priority', '.value', '.sv', 'a#', 'a\u0001', long(768), long(769)];
const VALUES: unknown[] = [
  1,
  'x',
  true,
  null,
  [1, 2],
  { a: null },
  { a: { b: 1 } },
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  undefined,
  () => 1,
  { a: undefined },
  { '.value': 1 },
  { '.value': 1, x: 2 },
  { '.priority': 1, x: 2 },
  { '.sv': 'timestamp' },
  long(1000),
];
const PRIORITIES: unknown[] = [1, -1.5, 'a', '', null, true, false, {}, [], Number.NaN, Number.POSITIVE_INFINITY];
const UPDATES: Record<string, unknown>[] = [
  { a: 1, b: 2 },
  { a: 1, 'a/b': 2 },
  { 'a/b': 1, 'a/c': 2 },
  { 'a/b': 1, a: 2 },
  { 'a.b': 1 },
  { '': 1 },
  { $x: 1 },
  { 'a//b': 1 },
  { '/a/': 1 },
  { a: Number.NaN },
  { '.priority': 1 },
];
const CHILD_PATHS = [
  'a',
  'a/b',
  '.',
  '#',
  '$',
  '[',
  ']',
  '$key',
  '$priority',
  '$value',
  '',
  'a\u0001',
  'a.b',
  '/a',
  'a/',
];
const QUERIES: RtdbQuery[] = [
  ...CHILD_PATHS.map((path): RtdbQuery => ({ orderBy: { by: 'child', path } })),
  { orderBy: { by: 'key' }, startAt: { value: 1 } },
  { orderBy: { by: 'key' }, startAt: { value: 'a' } },
  { orderBy: { by: 'key' }, startAt: { value: 'a', key: 'b' } },
  { orderBy: { by: 'key' }, equalTo: { value: null } },
  { orderBy: { by: 'key' }, endAt: { value: 'a.b' } },
  { orderBy: { by: 'priority' }, startAt: { value: true } },
  { orderBy: { by: 'priority' }, startAt: { value: 1, key: 'k' } },
  { orderBy: { by: 'priority' }, endBefore: { value: 'x' } },
  { orderBy: { by: 'value' }, startAt: { value: true, key: 'k' } },
  { orderBy: { by: 'value' }, startAt: { value: 1, key: 1 as never } },
  { orderBy: { by: 'value' }, startAt: { value: 1, key: 'a.b' } },
  { orderBy: { by: 'value' }, startAt: { value: 1, key: '' } },
  { orderBy: { by: 'value' }, startAt: { value: 1 }, equalTo: { value: 1 } },
  { orderBy: { by: 'value' }, startAt: { value: 1 }, startAfter: { value: 2 } },
  { orderBy: { by: 'value' }, endAt: { value: 1 }, endBefore: { value: 2 } },
  { orderBy: { by: 'value' }, startAt: { value: {} as never } },
  { orderBy: { by: 'child', path: 'n' }, startAt: { value: null, key: 'a' } },
  { startAt: { value: 'a' } },
  { limitToFirst: 1 },
  { limitToFirst: 0 },
  { limitToFirst: -1 },
  { limitToFirst: 1.5 },
  { limitToFirst: Number.POSITIVE_INFINITY },
  { limitToFirst: Number.NaN },
  { limitToLast: 2, limitToFirst: 1 },
  { limitToLast: Number.POSITIVE_INFINITY },
];

const cases: [string, () => Outcome, () => Promise<Outcome>][] = [
  ...PATHS.map((path): [string, () => Outcome, () => Promise<Outcome>] => [
    `listen at ${JSON.stringify(path).slice(0, 40)}`,
    () => onSdk(() => sdk.onValue(sdk.ref(db, path), () => undefined)),
    () => onMemory((port, onError) => port.onValue(path, () => undefined, onError)),
  ]),
  ...PATHS.map((path): [string, () => Outcome, () => Promise<Outcome>] => [
    `write at ${JSON.stringify(path).slice(0, 40)}`,
    () => onSdk(() => sdk.set(sdk.ref(db, path), 1)),
    () => onMemory((port) => port.set(path, 1)),
  ]),
  ...KEYS.map((key): [string, () => Outcome, () => Promise<Outcome>] => [
    `write a child key ${JSON.stringify(key).slice(0, 40)}`,
    () => onSdk(() => sdk.set(sdk.ref(db, 'v'), { [key]: 1 })),
    () => onMemory((port) => port.set('v', { [key]: 1 })),
  ]),
  ...VALUES.map((value, index): [string, () => Outcome, () => Promise<Outcome>] => [
    `write value #${String(index)}`,
    () => onSdk(() => sdk.set(sdk.ref(db, 'v'), value)),
    () => onMemory((port) => port.set('v', value)),
  ]),
  ...PRIORITIES.map((priority, index): [string, () => Outcome, () => Promise<Outcome>] => [
    `write with priority #${String(index)}`,
    () => onSdk(() => sdk.setWithPriority(sdk.ref(db, 'p'), 1, priority as never)),
    () => onMemory((port) => port.set('p', 1, { priority: priority as never })),
  ]),
  ...UPDATES.map((values, index): [string, () => Outcome, () => Promise<Outcome>] => [
    `update #${String(index)} ${JSON.stringify(values).slice(0, 30)}`,
    () => onSdk(() => sdk.update(sdk.ref(db, 'u'), values)),
    () => onMemory((port) => port.update('u', values)),
  ]),
  ...QUERIES.map((query, index): [string, () => Outcome, () => Promise<Outcome>] => [
    `query #${String(index)} ${JSON.stringify(query).slice(0, 60)}`,
    () => onSdk(() => sdk.onValue(sdk.query(sdk.ref(db, 'q'), ...queryConstraints(query)), () => undefined)),
    () => onMemory((port, onError) => port.onValue('q', () => undefined, onError, query)),
  ]),
];

describe('validation: the memory adapter refuses what the SDK refuses, and accepts what it accepts', () => {
  it(`agrees on ${String(cases.length)} paths, keys, values, priorities, updates and queries`, async () => {
    const disagreements: string[] = [];
    for (const [name, sdkOutcome, memoryOutcome] of cases) {
      const [expected, actual] = [sdkOutcome(), await memoryOutcome()];
      if (expected !== actual) disagreements.push(`${name}: the SDK ${expected} it, memory ${actual} it`);
    }
    expect(disagreements).toEqual([]);
  });
});
