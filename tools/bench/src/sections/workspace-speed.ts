import { firebaseAdapterLibraries } from '@platform/bundle-fixtures';
import { formatMs, type Figure, type SectionResult } from '../figure.js';
import { nx } from '../nx-cli.js';

/** The part of `npm test` that is timed: its per-project targets on the projects every library builds on. */
export const TIMED_TEST_COMMAND = {
  targets: ['lint', 'typecheck', 'test'],
  projects: ['core', 'react'],
} as const;

/** The projects besides a library that `nx affected` may run when only that library changed. */
const EXPECTED_AFFECTED = ['web', 'web-e2e'];

/** The timed command and what `nx affected` picks for each service library. */
export interface WorkspaceData {
  readonly command: string;
  readonly coldMs: number;
  readonly cachedMs: number;
  /** Nx's own summary of the cached run, e.g. `8/8 hit (100%)`. */
  readonly cachedTasks: string;
  readonly affected: readonly {
    readonly library: string;
    readonly file: string;
    readonly projects: readonly string[];
  }[];
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/**
 * 7. The test command's targets on {@link TIMED_TEST_COMMAND}'s projects, cold (every task run) and then
 * cached (every task replayed), wall time including Nx's start; and, for each service library, the projects `nx affected` picks when one of its files changes
 * (computed with `--files`, so nothing in the worktree is touched).
 */
export async function workspaceSpeed(): Promise<SectionResult<WorkspaceData>> {
  const args = [
    'run-many',
    '-t',
    ...TIMED_TEST_COMMAND.targets,
    '-p',
    ...TIMED_TEST_COMMAND.projects,
    '--outputStyle=static',
  ];
  // --skip-nx-cache runs every task but does not store every result, so one untimed run fills the cache.
  const coldMs = await timed(() => nx([...args, '--skip-nx-cache']));
  await nx(args);
  let cacheLine = '';
  const cachedMs = await timed(async () => {
    cacheLine = /Cache:\s+(.+)/.exec(await nx(args))?.[1]?.trim() ?? 'unknown';
  });

  const affected = [];
  for (const library of firebaseAdapterLibraries()) {
    const file = `libs/${library.folder}/src/index.ts`;
    const projects = JSON.parse(await nx(['show', 'projects', '--affected', `--files=${file}`, '--json'])) as string[];
    affected.push({ library: library.folder, file, projects: projects.sort() });
  }

  const section = '7 workspace speed';
  const command = `nx ${args.join(' ')}`;
  const figures: Figure[] = [
    { section, name: `${command}: cold (--skip-nx-cache)`, value: formatMs(coldMs), goal: '', met: null },
    {
      section,
      name: `${command}: cached (${cacheLine}; ${(coldMs / cachedMs).toFixed(1)}× faster)`,
      value: formatMs(cachedMs),
      goal: '',
      met: null,
    },
    ...affected.map(({ library, file, projects }) => {
      const extra = projects.filter((project) => project !== library && !EXPECTED_AFFECTED.includes(project));
      return {
        section,
        name: `nx affected after touching ${file}`,
        value: projects.join(' '),
        goal: [library, ...EXPECTED_AFFECTED].join(' '),
        met: extra.length === 0,
      };
    }),
  ];
  return { figures, data: { command, coldMs, cachedMs, cachedTasks: cacheLine, affected } };
}
