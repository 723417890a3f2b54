import { findFreePort, LOOPBACK_HOST } from '@platform/backends';
import { launchChromium } from '@platform/backends/chromium';
import type { Browser } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { formatMs, formatRatio, type Figure, type SectionResult } from '../figure.js';
import { median } from '../median.js';
import { formatSpread, middleHalf, spreadOf } from '../spread.js';

/** The goal: the app's first contentful paint at most this multiple of the baseline's. */
const MAX_FCP_RATIO = 1.02;

/**
 * The same throttling for both pages, Lighthouse's mobile defaults: 4× slower CPU, 150 ms round trips, 1.6 Mbit/s
 * down and 750 kbit/s up.
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** One load's timings, from the start of the navigation. */
interface PaintSample {
  readonly fcpMs: number;
  readonly loadMs: number;
  /** When the entry's scripts had run (`domContentLoadedEventEnd`: module scripts run before it). */
  readonly scriptsMs: number;
}

/** One page's timings, each the median of its runs. */
interface PaintTimings {
  readonly fcpMs: number;
  readonly loadMs: number;
  readonly scriptsMs: number;
  readonly runs: readonly PaintSample[];
}

/** The app's and the baseline's timings. */
export interface PaintData {
  readonly browser: string;
  readonly throttling: typeof THROTTLING;
  readonly app: PaintTimings;
  readonly baseline: PaintTimings;
}

/** The median time from the entry's scripts having run to the first contentful paint. */
const medianAfterScripts = (samples: readonly PaintSample[]): number =>
  median(samples.map((sample) => sample.fcpMs - sample.scriptsMs));

async function serve(dir: string): Promise<PreviewServer> {
  const port = await findFreePort();
  return preview({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    build: { outDir: dir },
    preview: { host: LOOPBACK_HOST, port, strictPort: true },
  });
}

/** Loads `url` in a fresh context (empty cache), throttled, and reads its paint and load timings. */
async function measureOnce(browser: Browser, url: string): Promise<PaintSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBytesPerSecond,
      uploadThroughput: THROTTLING.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(
      () =>
        new Promise<PaintSample>((resolve) => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          // A page that never paints content reports NaN rather than stalling the bench.
          const sample = (fcpMs: number) => ({
            fcpMs,
            loadMs: navigation?.loadEventEnd ?? Number.NaN,
            scriptsMs: navigation?.domContentLoadedEventEnd ?? Number.NaN,
          });
          setTimeout(() => resolve(sample(Number.NaN)), 30_000);
          new PerformanceObserver((list, observer) => {
            const fcp = list.getEntriesByName('first-contentful-paint')[0];
            if (!fcp) return;
            observer.disconnect();
            resolve(sample(fcp.startTime));
          }).observe({ type: 'paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** 6. First contentful paint and load of the app and the baseline, alternating, `runs` times each. */
export async function firstPaint(
  dirs: { readonly app: string; readonly baseline: string },
  runs: number,
): Promise<SectionResult<PaintData>> {
  const [app, baseline] = [await serve(dirs.app), await serve(dirs.baseline)];
  // The full browser, as the people who load the app have.
  const browser = await launchChromium('browser');
  try {
    const url = (server: PreviewServer) => server.resolvedUrls?.local[0] ?? '';
    const samples = {
      app: [] as PaintSample[],
      baseline: [] as PaintSample[],
    };
    for (let run = 0; run < runs; run += 1) {
      // Alternating which goes first, so that neither always meets a warmer machine.
      const order = run % 2 === 0 ? (['app', 'baseline'] as const) : (['baseline', 'app'] as const);
      for (const which of order) samples[which].push(await measureOnce(browser, url(which === 'app' ? app : baseline)));
    }
    const timings = (list: PaintSample[]): PaintTimings => ({
      fcpMs: median(list.map((sample) => sample.fcpMs)),
      loadMs: median(list.map((sample) => sample.loadMs)),
      scriptsMs: median(list.map((sample) => sample.scriptsMs)),
      runs: list,
    });
    const data: PaintData = {
      browser: `Chromium ${browser.version()}`,
      throttling: THROTTLING,
      app: timings(samples.app),
      baseline: timings(samples.baseline),
    };
    const section = '6 first paint';
    // Each load's FCP scatters by about ±10 % on a busy 2-core machine; the app's over the baseline's in the same pair,
    // the median over the pairs, weighs least on what drifts over the run.
    const ratios = samples.app.map((sample, pair) => sample.fcpMs / (samples.baseline[pair]?.fcpMs ?? Number.NaN));
    const fcpRatio = median(ratios);
    const { low, high } = middleHalf(ratios);
    const loadRatio = data.app.loadMs / data.baseline.loadMs;
    const fcpOf = (list: readonly { fcpMs: number }[]) =>
      formatSpread(spreadOf(list.map((one) => one.fcpMs)), formatMs);
    const figures: Figure[] = [
      {
        section,
        name: `FCP, ${runs} pairs: app ${fcpOf(samples.app)} vs baseline ${fcpOf(samples.baseline)}`,
        value: `${formatRatio(fcpRatio)} (middle half of the pairs ${formatRatio(low)}–${formatRatio(high)})`,
        goal: `≤ ${MAX_FCP_RATIO}×`,
        met: fcpRatio <= MAX_FCP_RATIO,
      },
      {
        section,
        name: `load, median of ${runs}: ${formatMs(data.app.loadMs)} vs baseline ${formatMs(data.baseline.loadMs)}`,
        value: formatRatio(loadRatio),
        goal: '',
        met: null,
      },
      {
        // Where a difference in FCP arises: fetching and running the entry, or rendering after it.
        section,
        name:
          `where the time goes, medians of ${runs}: the entry's scripts done (DOMContentLoaded) at ` +
          `${formatMs(data.app.scriptsMs)} vs baseline ${formatMs(data.baseline.scriptsMs)}, first paint ` +
          `${formatMs(medianAfterScripts(samples.app))} vs ${formatMs(medianAfterScripts(samples.baseline))} after them`,
        value: formatRatio(data.app.scriptsMs / data.baseline.scriptsMs),
        goal: '',
        met: null,
      },
    ];
    return { figures, data };
  } finally {
    await browser.close();
    await Promise.all([app.close(), baseline.close()]);
  }
}
