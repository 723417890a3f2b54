import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScalingPoint } from '../scaling/scaling-results.js';
import { renderLogLogChart } from './svg-chart.js';

const CHARTS = [
  { file: 'scaling-mount.svg', title: 'Mount time of N readers', yLabel: 'ms', y: (p: ScalingPoint) => p.mountMs },
  {
    file: 'scaling-rerender.svg',
    title: 'Re-render of all N readers after one change',
    yLabel: 'ms',
    y: (p: ScalingPoint) => p.rerenderMs,
  },
  {
    file: 'scaling-heap.svg',
    title: 'Heap growth with N readers mounted',
    yLabel: 'KiB',
    y: (p: ScalingPoint) => p.heapGrowthBytes / 1024,
  },
];

const seriesName = (point: ScalingPoint) => `${point.scenario} [${point.adapter}]`;

/** Writes one SVG chart per scaling figure into `dir`, one line per scenario and adapter; returns them for report.md. */
export function writeScalingCharts(points: readonly ScalingPoint[], dir: string): { file: string; caption: string }[] {
  const names = [...new Set(points.map(seriesName))];
  return CHARTS.map((chart) => {
    const series = names.map((name) => ({
      name,
      points: points
        .filter((point) => seriesName(point) === name)
        .map((point) => ({ x: point.readers, y: chart.y(point) })),
    }));
    writeFileSync(
      join(dir, chart.file),
      renderLogLogChart({ title: chart.title, xLabel: 'readers (N)', yLabel: chart.yLabel, series }),
    );
    return { file: chart.file, caption: chart.title };
  });
}
