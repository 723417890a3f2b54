import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const libs = resolve(import.meta.dirname, '../../../libs');

/** Core's `./firebase` entry is the app lifecycle itself, not a service facade. */
const NOT_A_SERVICE = ['core'];

describe('the lifecycle contract', () => {
  const withFirebaseEntry = readdirSync(libs).filter((name) => {
    const manifest = resolve(libs, name, 'package.json');
    if (!existsSync(manifest)) return false;
    const { exports = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: Record<string, unknown> };
    return './firebase' in exports && !NOT_A_SERVICE.includes(name);
  });

  it.each(withFirebaseEntry)('runs in %s, on the Firebase facade and on memory', (name) => {
    const spec = resolve(libs, name, `src/firebase/firebase-${name}.lifecycle.spec.ts`);
    expect(existsSync(spec), `${name} has no src/firebase/firebase-${name}.lifecycle.spec.ts`).toBe(true);
    const source = readFileSync(spec, 'utf8');
    expect(source).toMatch(/lifecycleContract\('firebase',/);
    expect(source, 'the facade is run with its chunks delivered through a gate').toMatch(/createChunkGate\(/);
    expect(source).toMatch(/lifecycleContract\('memory',/);
  });
});
