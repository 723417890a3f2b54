import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Reads `projects.default` from the `.firebaserc` next to `configPath`, if there is one. */
export function readDefaultProject(configPath: string): string | undefined {
  try {
    const rc = JSON.parse(readFileSync(join(dirname(configPath), '.firebaserc'), 'utf8')) as {
      projects?: { default?: unknown };
    };
    return typeof rc.projects?.default === 'string' ? rc.projects.default : undefined;
  } catch {
    return undefined;
  }
}
