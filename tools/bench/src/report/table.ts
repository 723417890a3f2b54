import type { Figure } from '../figure.js';

const mark = (met: boolean | null) => (met === null ? '' : met ? 'yes' : 'NO');

/** The figures as a plain-text table for the terminal, one row each, grouped by section. */
export function renderTextTable(figures: readonly Figure[]): string {
  const rows = [
    ['section', 'figure', 'value', 'goal', 'met'],
    ...figures.map((row) => [row.section, row.name, row.value, row.goal, mark(row.met)]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(rows[0] ?? []), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The figures as a Markdown table. */
export function renderMarkdownTable(figures: readonly Figure[]): string {
  return [
    '| section | figure | value | goal | met |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map((row) => `| ${[row.section, row.name, row.value, row.goal, mark(row.met)].map(cell).join(' | ')} |`),
  ].join('\n');
}
