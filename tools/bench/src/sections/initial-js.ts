import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliBytes, gzipBytes, workspaceRoot } from '@platform/bundle-fixtures';
import { build, type Rollup } from 'vite';
import { formatBytes, formatRatio, type Figure, type SectionResult } from '../figure.js';

/** The goal: the app's entry chunk at most this multiple of the starter view built without the platform. */
const MAX_ENTRY_RATIO = 1.025;

const isSdkModule = (id: string) => /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/.test(id);

/** One page's entry chunk. */
interface EntryChunk {
  readonly gzip: number;
  readonly brotli: number;
  /** Bytes (uncompressed) of Firebase SDK modules in it. */
  readonly sdkBytes: number;
}

/** The two builds the initial-JS and first-paint figures compare, built in this run. */
export interface StarterBuilds {
  /** The web app on the memory driver (`VITE_PLATFORM_DRIVER=memory`), as the e2e builds it. */
  readonly appDir: string;
  /** The same starter view without the platform libraries (tools/bundle-fixtures/starter-baseline). */
  readonly baselineDir: string;
  readonly app: EntryChunk;
  readonly baseline: EntryChunk;
}

async function buildPage(configFile: string, outDir: string): Promise<EntryChunk> {
  const result = await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const entry = output?.output.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error(`${configFile} built no entry chunk.`);
  const code = readFileSync(join(outDir, entry.fileName));
  const sdkBytes = Object.entries(entry.modules)
    .filter(([id]) => isSdkModule(id))
    .reduce((sum, [, module]) => sum + module.renderedLength, 0);
  return { gzip: gzipBytes(code), brotli: brotliBytes(code), sdkBytes };
}

/** Builds the app and its baseline into `out` with their own Vite configs. */
export async function buildStarterPages(out: string): Promise<StarterBuilds> {
  const appDir = join(out, 'web');
  const baselineDir = join(out, 'starter-baseline');
  const previous = process.env['VITE_PLATFORM_DRIVER'];
  process.env['VITE_PLATFORM_DRIVER'] = 'memory';
  try {
    const app = await buildPage(join(workspaceRoot, 'apps/web/vite.config.mts'), appDir);
    const baseline = await buildPage(join(workspaceRoot, 'tools/bundle-fixtures/vite.config.mts'), baselineDir);
    return { appDir, baselineDir, app, baseline };
  } finally {
    if (previous === undefined) delete process.env['VITE_PLATFORM_DRIVER'];
    else process.env['VITE_PLATFORM_DRIVER'] = previous;
  }
}

/** 1. The starter view's entry chunk against the baseline's, gzip and brotli, and the SDK bytes in it. */
export function initialJs(builds: StarterBuilds): SectionResult<Pick<StarterBuilds, 'app' | 'baseline'>> {
  const section = '1 initial JS';
  const ratio = (size: 'gzip' | 'brotli') => builds.app[size] / builds.baseline[size];
  const figures: Figure[] = (['gzip', 'brotli'] as const).map((size) => ({
    section,
    name: `entry chunk, ${size}: ${formatBytes(builds.app[size])} vs baseline ${formatBytes(builds.baseline[size])}`,
    value: formatRatio(ratio(size)),
    goal: `≤ ${MAX_ENTRY_RATIO}×`,
    met: ratio(size) <= MAX_ENTRY_RATIO,
  }));
  figures.push({
    section,
    name: 'Firebase SDK bytes in the entry chunk',
    value: formatBytes(builds.app.sdkBytes),
    goal: '0 B',
    met: builds.app.sdkBytes === 0,
  });
  return { figures, data: { app: builds.app, baseline: builds.baseline } };
}
