import { renderLogLogChart } from './svg-chart.js';

describe('renderLogLogChart', () => {
  const svg = renderLogLogChart({
    title: 'Mount <time>',
    xLabel: 'readers',
    yLabel: 'ms',
    series: [
      {
        name: 'auth [memory]',
        points: [
          { x: 1, y: 2 },
          { x: 10_000, y: 900 },
        ],
      },
      {
        name: 'rtdb [firebase]',
        points: [
          { x: 1, y: 3 },
          { x: 100, y: 0 },
        ],
      },
    ],
  });

  it('is a standalone SVG document with escaped text', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('Mount &lt;time&gt;');
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
  });

  it('draws one line and legend entry per series, with decade ticks', () => {
    expect(svg.match(/<polyline/g)).toHaveLength(2);
    expect(svg).toContain('auth [memory]');
    expect(svg).toContain('>10k<');
    expect(svg).toContain('>100<');
  });

  it('leaves out points a log axis cannot show', () => {
    expect(svg.match(/<circle/g)).toHaveLength(3);
  });
});
