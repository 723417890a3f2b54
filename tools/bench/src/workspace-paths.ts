import { join } from 'node:path';
import { workspaceRoot } from '@platform/bundle-fixtures';

/** Where `npm run bench` writes: results.json, report.md and the builds it measures. */
export const BENCH_OUT = join(workspaceRoot, 'dist', 'bench');

export { workspaceRoot };
