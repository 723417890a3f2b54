/** One line of a chart. */
interface ChartSeries {
  readonly name: string;
  readonly points: readonly { readonly x: number; readonly y: number }[];
}

/** A line chart with logarithmic axes, for figures that span orders of magnitude. */
export interface LogLogChart {
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly series: readonly ChartSeries[];
}

const WIDTH = 720;
const HEIGHT = 400;
const MARGIN = { top: 36, right: 210, bottom: 48, left: 64 };
/** Tableau 10: distinguishable, and readable by most people with colour-vision deficiencies. */
const COLOURS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7'];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The powers of ten from below `min` to above `max`. */
function decades(min: number, max: number): number[] {
  const from = Math.floor(Math.log10(min));
  const to = Math.ceil(Math.log10(max));
  return Array.from({ length: Math.max(to - from, 1) + 1 }, (_, index) => 10 ** (from + index));
}

const tickLabel = (value: number) => (value >= 1000 ? `${value / 1000}k` : String(value));

/**
 * Renders `chart` as a standalone SVG document. A few dozen lines of markup are
 * all a log-log line chart needs, so the bench draws it itself rather than
 * pulling a charting library and a DOM into Node.
 */
export function renderLogLogChart(chart: LogLogChart): string {
  const points = chart.series.flatMap((series) => series.points).filter((point) => point.x > 0 && point.y > 0);
  const xs = decades(Math.min(...points.map((p) => p.x)), Math.max(...points.map((p) => p.x)));
  const ys = decades(Math.min(...points.map((p) => p.y)), Math.max(...points.map((p) => p.y)));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const scale = (value: number, ticks: number[], length: number) => {
    const [low, high] = [Math.log10(ticks[0] as number), Math.log10(ticks[ticks.length - 1] as number)];
    return ((Math.log10(value) - low) / (high - low)) * length;
  };
  const x = (value: number) => MARGIN.left + scale(value, xs, plotWidth);
  const y = (value: number) => MARGIN.top + plotHeight - scale(value, ys, plotHeight);
  const f = (value: number) => value.toFixed(1);

  const grid = [
    ...xs.map(
      (tick) =>
        `<line x1="${f(x(tick))}" y1="${MARGIN.top}" x2="${f(x(tick))}" y2="${MARGIN.top + plotHeight}" class="grid"/>` +
        `<text x="${f(x(tick))}" y="${MARGIN.top + plotHeight + 16}" text-anchor="middle">${tickLabel(tick)}</text>`,
    ),
    ...ys.map(
      (tick) =>
        `<line x1="${MARGIN.left}" y1="${f(y(tick))}" x2="${MARGIN.left + plotWidth}" y2="${f(y(tick))}" class="grid"/>` +
        `<text x="${MARGIN.left - 6}" y="${f(y(tick) + 4)}" text-anchor="end">${tickLabel(tick)}</text>`,
    ),
  ];
  const lines = chart.series.map((series, index) => {
    const colour = COLOURS[index % COLOURS.length] as string;
    const visible = series.points.filter((point) => point.x > 0 && point.y > 0);
    const path = visible.map((point) => `${f(x(point.x))},${f(y(point.y))}`).join(' ');
    const dots = visible.map((point) => `<circle cx="${f(x(point.x))}" cy="${f(y(point.y))}" r="3" fill="${colour}"/>`);
    const legendY = MARGIN.top + 14 + index * 18;
    return [
      `<polyline points="${path}" fill="none" stroke="${colour}" stroke-width="2"/>`,
      ...dots,
      `<rect x="${WIDTH - MARGIN.right + 16}" y="${legendY - 9}" width="12" height="12" fill="${colour}"/>`,
      `<text x="${WIDTH - MARGIN.right + 34}" y="${legendY + 1}">${escape(series.name)}</text>`,
    ].join('');
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="sans-serif" font-size="11">`,
    '<style>.grid{stroke:#ddd;stroke-width:1}</style>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${MARGIN.left}" y="20" font-size="14" font-weight="bold">${escape(chart.title)}</text>`,
    ...grid,
    ...lines,
    `<text x="${MARGIN.left + plotWidth / 2}" y="${HEIGHT - 10}" text-anchor="middle">${escape(chart.xLabel)}</text>`,
    `<text transform="translate(16 ${MARGIN.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">${escape(chart.yLabel)}</text>`,
    '</svg>',
  ].join('\n');
}
