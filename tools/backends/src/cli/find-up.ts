import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Returns the nearest `name` in `from` or one of its ancestors, or `undefined`. */
export function findUp(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}
