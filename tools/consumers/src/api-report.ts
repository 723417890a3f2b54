import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  ExtractorMessageCategory,
  type ExtractorMessage,
} from '@microsoft/api-extractor';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WorkspaceLibrary } from './workspace-libraries.js';

/** The folder, inside each library, that holds its committed API reports. */
const API_REPORT_FOLDER = 'api';

/** The report of one entry point: `auth.api.md` for the root, `auth-memory.api.md` for `./memory`. */
const apiReportName = (library: WorkspaceLibrary, entry: string): string =>
  `${library.folder}${entry === '.' ? '' : `-${entry.slice(2).replace(/\//g, '-')}`}.api.md`;

/**
 * The report with the members of each union of string literals sorted. The compiler prints such a union in the order
 * it first met the literals, which can differ between two builds of the same code (an error catalog's codes).
 */
const normalizeApiReport = (report: string): string =>
  report.replace(/"[^"\n]*"(?: \| "[^"\n]*")+/g, (union) => union.split(' | ').sort().join(' | '));

/** What API Extractor made of one entry point. */
export interface ApiReportResult {
  readonly file: string;
  /** Whether the committed report differs from the built declarations (or is missing). */
  readonly changed: boolean;
  /** Errors that stop the report being written, e.g. a declaration it cannot read. */
  readonly errors: readonly string[];
}

/** The built declarations of an entry point. */
function declarationsOf(library: WorkspaceLibrary, entry: string): string {
  const types = library.types[entry];
  if (!types) throw new Error(`${library.name} has no types for ${entry}.`);
  return join(library.root, types);
}

/** API Extractor's settings for one entry point, its report compared in (or written from) `temp`. */
function extractorConfig(library: WorkspaceLibrary, entry: string, temp: string): ExtractorConfig {
  const declarations = declarationsOf(library, entry);
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: library.root,
      mainEntryPointFilePath: declarations,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            module: 'nodenext',
            moduleResolution: 'nodenext',
            target: 'es2022',
            lib: ['es2022', 'dom'],
            types: [],
            strict: true,
            skipLibCheck: true,
          },
          files: [declarations],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: apiReportName(library, entry),
        reportFolder: join(library.root, API_REPORT_FOLDER),
        reportTempFolder: temp,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The libraries mark nothing @public/@beta: what an entry point exports is its public API.
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
          // Every public member has TSDoc. A missing one fails the check rather than entering the report, where
          // its message would carry a source line number and change with every edit above it.
          'ae-undocumented': { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(library.root, 'package.json'),
  });
}

/** An entry point of a library. */
export interface LibraryEntry {
  readonly library: WorkspaceLibrary;
  readonly entry: string;
}

/**
 * One TypeScript program over the declarations of every given entry point: each {@link apiReport} given it reads
 * them from it instead of compiling its own (the libraries share core's and the SDK's declarations).
 */
export function sharedCompilerState(entries: readonly LibraryEntry[]): CompilerState {
  const [first] = entries;
  if (!first) throw new Error('No entry points to compile.');
  return CompilerState.create(extractorConfig(first.library, first.entry, tmpdir()), {
    additionalEntryPoints: entries.map(({ library, entry }) => declarationsOf(library, entry)),
  });
}

/**
 * Runs API Extractor on one entry point's built declarations (`dist`). With `update`, it writes the report into
 * `libs/<lib>/api/`; without, it only compares, as CI does. A {@link sharedCompilerState} that holds the entry point
 * saves compiling its declarations again.
 */
export function apiReport(
  library: WorkspaceLibrary,
  entry: string,
  update: boolean,
  compilerState?: CompilerState,
): ApiReportResult {
  const temp = mkdtempSync(join(tmpdir(), 'platform-api-report-'));
  if (update) mkdirSync(join(library.root, API_REPORT_FOLDER), { recursive: true });
  const errors: string[] = [];
  try {
    const config = extractorConfig(library, entry, temp);
    Extractor.invoke(config, {
      localBuild: false,
      ...(compilerState ? { compilerState } : {}),
      messageCallback(message: ExtractorMessage) {
        // Warnings are written into the report itself, where review sees them; errors fail the check.
        if (message.logLevel === ExtractorLogLevel.Error) errors.push(message.text);
        // API Extractor's own console advice names a temporary folder; the check says what to run instead.
        if (message.logLevel !== ExtractorLogLevel.Warning || message.category === ExtractorMessageCategory.Console)
          message.handled = true;
      },
    });
    const name = apiReportName(library, entry);
    const committed = join(library.root, API_REPORT_FOLDER, name);
    const built = join(temp, name);
    if (!existsSync(built)) return { file: join(API_REPORT_FOLDER, name), changed: true, errors };
    const fresh = normalizeApiReport(readFileSync(built, 'utf8'));
    const changed = !existsSync(committed) || normalizeApiReport(readFileSync(committed, 'utf8')) !== fresh;
    if (update && changed) writeFileSync(committed, fresh);
    return { file: join(API_REPORT_FOLDER, name), changed, errors };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
