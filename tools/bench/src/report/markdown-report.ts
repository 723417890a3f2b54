import type { Figure } from '../figure.js';
import { renderMarkdownTable } from './table.js';

/** What report.md shows besides the table. */
export interface MarkdownReportInput {
  readonly startedAt: string;
  readonly durationMs: number;
  readonly command: string;
  readonly machine: Record<string, unknown>;
  readonly versions: Record<string, string>;
  readonly figures: readonly Figure[];
  /** SVG files beside report.md, with their captions. */
  readonly charts: readonly { readonly file: string; readonly caption: string }[];
  /** Notes on how figures were taken, one paragraph each. */
  readonly notes: readonly string[];
}

/** report.md: the table with goals, the scaling charts and how the figures were taken. */
export function renderMarkdownReport(input: MarkdownReportInput): string {
  const missed = input.figures.filter((figure) => figure.met === false).length;
  return [
    '# Kindling bench',
    '',
    `\`${input.command}\`, started ${input.startedAt}, took ${(input.durationMs / 1000).toFixed(0)} s. ` +
      `${missed === 0 ? 'Every goal is met.' : `${missed} figure(s) miss their goal.`}`,
    '',
    renderMarkdownTable(input.figures),
    '',
    '## Subscription scaling',
    '',
    ...input.charts.flatMap((chart) => [`![${chart.caption}](${chart.file})`, '']),
    '## How the figures were taken',
    '',
    ...input.notes.flatMap((note) => [`- ${note}`]),
    '',
    '## Machine and versions',
    '',
    '```json',
    JSON.stringify({ machine: input.machine, versions: input.versions }, null, 2),
    '```',
    '',
  ].join('\n');
}
