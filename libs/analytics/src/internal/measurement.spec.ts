import { analyticsErrors } from '../analytics.errors.js';
import { DEFAULT_CONSENT } from '../consent.js';
import type { AnalyticsSink, MeasurementSettings } from './analytics-sink.js';
import { createMeasurement } from './measurement.js';

const SETTINGS: MeasurementSettings = {
  consent: DEFAULT_CONSENT,
  collectionEnabled: true,
  userId: null,
  userProperties: {},
  defaultParameters: {},
};

function recordingSink(overrides: Partial<AnalyticsSink> = {}) {
  const calls: string[] = [];
  const sink: AnalyticsSink = {
    unsupportedReason: async () => null,
    start: async (settings) => void calls.push(`start ${settings.userId}`),
    send: async (name) => void calls.push(`send ${name}`),
    update: (settings, changed) => void calls.push(`update ${changed} ${String(settings[changed])}`),
    ...overrides,
  };
  return { sink, calls };
}

describe('createMeasurement', () => {
  it('tells the sink of nothing before it starts, then of what changed while it was starting', async () => {
    let finishStart = () => undefined as void;
    const { sink, calls } = recordingSink({
      start: (settings) => {
        calls.push(`start ${settings.userId}`);
        return new Promise<void>((resolve) => (finishStart = resolve));
      },
    });
    const measurement = createMeasurement(sink);
    measurement.update({ ...SETTINGS, userId: 'before' }, 'userId');
    const ready = measurement.ready({ ...SETTINGS, userId: 'before' });
    measurement.update({ ...SETTINGS, userId: 'during' }, 'userId');
    expect(calls).toEqual(['start before']);

    finishStart();
    await ready;
    measurement.update({ ...SETTINGS, userId: 'after' }, 'userId');
    expect(calls).toEqual(['start before', 'update userId during', 'update userId after']);
  });

  it('starts once for every caller, and again after a failed start', async () => {
    let failures = 1;
    const { sink, calls } = recordingSink({
      start: async () => {
        calls.push('start');
        if (failures-- > 0) throw analyticsErrors.create('analytics/app-deleted');
      },
    });
    const measurement = createMeasurement(sink);
    await expect(measurement.ready(SETTINGS)).rejects.toMatchObject({ code: 'analytics/app-deleted' });
    await Promise.all([measurement.ready(SETTINGS), measurement.ready(SETTINGS)]);
    expect(calls).toEqual(['start', 'start']);
  });

  it('says once in the console why Analytics cannot run, however often it is asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reason = analyticsErrors.create('analytics/indexeddb-unavailable');
    const measurement = createMeasurement(recordingSink({ unsupportedReason: async () => reason }).sink);
    await expect(measurement.isSupported()).resolves.toBe(false);
    await expect(measurement.isSupported()).resolves.toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[1]).toBe(reason);
    warn.mockRestore();
  });
});
