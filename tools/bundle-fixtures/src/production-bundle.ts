import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { bytesBySource, UNMAPPED } from './source-bytes.js';
import { withoutTextPlugin } from './without-text.js';
import { workspaceRoot } from './workspace-root.js';

/** One chunk of a production bundle. */
export interface BundleChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  /** The modules in it, by resolved path. */
  readonly moduleIds: readonly string[];
  /** The chunks it imports statically, by file name. */
  readonly imports: readonly string[];
  /** The chunks it imports dynamically, by file name. */
  readonly dynamicImports: readonly string[];
  /** Its size, gzipped. */
  readonly gzip: number;
  /** Its size, brotli-compressed (quality 11). */
  readonly brotli: number;
  /** Whether it is the bundler's own runtime (Vite's preload helper), which any app with one lazy route already has. */
  readonly bundlerRuntime: boolean;
  /** Its code, as a server would send it. */
  readonly code: string;
  /** Its minified bytes by the file they came from, relative to the workspace (see {@link bytesBySource}). */
  readonly sources: Readonly<Record<string, number>>;
}

/** The JavaScript chunks of one production build, entry first. */
export interface ProductionBundle {
  readonly chunks: readonly BundleChunk[];
  readonly entry: BundleChunk;
}

/** Gzip at zlib's default level, as the bundle budgets have always measured. */
export const gzipBytes = (code: string | Uint8Array): number => gzipSync(code).byteLength;

/** Brotli at its default (highest) quality. */
export const brotliBytes = (code: string | Uint8Array): number => brotliCompressSync(code).byteLength;

/** The workspace libraries' built files, which an outside app's build resolves them to. */
const LIBRARY_DIST = /[\\/]libs[\\/][^\\/]+[\\/]dist[\\/].*\.js$/;

/** The chunk the bundler's runtime is kept in, apart from the code it serves. */
const BUNDLER_RUNTIME_CHUNK = 'bundler-runtime';

/**
 * Builds `source` (an ES module) for production as an app outside the
 * workspace would, with Vite's defaults (a lazy chunk's static imports are
 * preloaded with it): the libraries resolve through their package exports to
 * their built `dist`, not to their sources, and nothing is written to disk.
 * The bundler's runtime is a chunk of its own, so that it can be told apart. Without `modulePreload`, the entry
 * holds no list of what each lazy chunk imports, which only a Vite app has. With `withoutText`, the libraries' code
 * is built without the text of its messages and hints (see `withoutText`), to measure what that text costs.
 */
export async function buildProductionBundle(
  source: string,
  {
    modulePreload = true,
    withoutText = false,
  }: { readonly modulePreload?: boolean; readonly withoutText?: boolean } = {},
): Promise<ProductionBundle> {
  // Inside the workspace, so that packages resolve from its node_modules, as an installed app's would.
  const scratch = join(import.meta.dirname, '../test-output');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(join(scratch, 'consumer-'));
  try {
    const input = join(dir, 'main.js');
    writeFileSync(input, source);
    const result = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: withoutText ? [withoutTextPlugin(LIBRARY_DIST)] : [],
      build: {
        write: false,
        modulePreload,
        // Maps without a comment that names them: the code is byte for byte what a build without maps gives.
        sourcemap: 'hidden',
        rollupOptions: {
          input,
          output: { manualChunks: (id) => (id.includes('vite/preload-helper') ? BUNDLER_RUNTIME_CHUNK : undefined) },
        },
      },
    });
    const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = (output?.output ?? [])
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .map(
        (chunk): BundleChunk => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          moduleIds: chunk.moduleIds,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          gzip: gzipBytes(chunk.code),
          brotli: brotliBytes(chunk.code),
          bundlerRuntime: chunk.name === BUNDLER_RUNTIME_CHUNK,
          code: chunk.code,
          sources: chunk.map
            ? bytesBySource(chunk.code, chunk.map.toString(), {
                sourceRoot: join(dir, 'dist', dirname(chunk.fileName)),
                workspaceRoot,
              })
            : { [UNMAPPED]: chunk.code.length },
        }),
      )
      .sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
    const entry = chunks[0];
    if (!entry?.isEntry) throw new Error('The consumer build has no entry chunk.');
    return { chunks, entry };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
