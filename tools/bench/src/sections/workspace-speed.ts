import { firebaseAdapterLibraries } from '@platform/bundle-fixtures';
import { formatMs, type Figure, type SectionResult } from '../figure.js';
import { nx } from '../nx-cli.js';

/** The part of `npm test` that is timed: its per-project targets on the projects every library builds on. */
export const TIMED_TEST_COMMAND = {
  targets: ['lint', 'typecheck', 'test'],
  projects: ['core', 'react'],
} as const;

/**
 * The projects besides a library that `nx affected` may run when only that library changed: the app and its e2e, and
 * the projects that check every library by design (the bench, the bundle fixtures, the published-package consumers,
 * the fault suite, and the workspace's format, knip, release and conformance checks), and the test platform, which
 * wires every service's memory adapter.
 */
const EXPECTED_AFFECTED = ['web', 'web-e2e', 'bench', 'bundle-fixtures', 'consumers', 'faults', 'workspace', 'testing'];

/** The projects `nx affected` picked after a change to `library` that it should not have. */
export const unexpectedAffected = (library: string, projects: readonly string[]): string[] =>
  projects.filter((project) => project !== library && !EXPECTED_AFFECTED.includes(project));

/** The timed command and what `nx affected` picks for each service library. */
export interface WorkspaceData {
  readonly command: string;
  readonly cold: NxRun;
  readonly cached: NxRun;
  readonly affected: readonly {
    readonly library: string;
    readonly file: string;
    readonly projects: readonly string[];
  }[];
}

/** One Nx run: its wall time, and what Nx's own summary says of the tasks (their duration, the cache hits). */
interface NxRun {
  readonly wallMs: number;
  readonly taskDuration: string;
  readonly cache: string;
}

async function timedNx(args: readonly string[]): Promise<NxRun> {
  const start = performance.now();
  const output = await nx(args);
  const summary = (label: string) => new RegExp(`${label}:\\s+(.+)`).exec(output)?.[1]?.trim() ?? 'unknown';
  return { wallMs: performance.now() - start, taskDuration: summary('Run duration'), cache: summary('Cache') };
}

/**
 * 7. The test command's targets on {@link TIMED_TEST_COMMAND}'s projects, cold (every task run) and then cached
 * (every task replayed), wall time including Nx's start; and, for each service library, the projects `nx affected`
 * picks when one of its files changes (computed with `--files`, so nothing in the worktree is touched).
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
  const cold = await timedNx([...args, '--skip-nx-cache']);
  await nx(args);
  const cached = await timedNx(args);

  const affected = [];
  for (const library of firebaseAdapterLibraries()) {
    const file = `libs/${library.folder}/src/index.ts`;
    const projects = JSON.parse(await nx(['show', 'projects', '--affected', `--files=${file}`, '--json'])) as string[];
    affected.push({ library: library.folder, file, projects: projects.sort() });
  }

  const section = '7 workspace speed';
  const command = `nx ${args.join(' ')}`;
  const figures: Figure[] = [
    {
      section,
      name: `${command}: cold (--skip-nx-cache), wall time; tasks ${cold.taskDuration}`,
      value: formatMs(cold.wallMs),
      goal: '',
      met: null,
    },
    {
      section,
      name: `${command}: cached, wall time; tasks ${cached.taskDuration}, cache ${cached.cache}`,
      value: formatMs(cached.wallMs),
      goal: '',
      met: null,
    },
    ...affected.map(({ library, file, projects }) => {
      const extra = unexpectedAffected(library, projects);
      return {
        section,
        name: `nx affected after touching ${file}`,
        value: projects.join(' '),
        goal: [library, ...EXPECTED_AFFECTED].join(' '),
        met: extra.length === 0,
      };
    }),
  ];
  return { figures, data: { command, cold, cached, affected } };
}
