import type { AnalyticsSink, MeasurementSettings, SentParameters } from './analytics-sink.js';

/**
 * What the gate needs once something may be sent: the support check, said
 * once in the console when it fails, and measurement started once with the
 * settings in force. Loaded with the adapter's implementation, not eagerly.
 */
export interface Measurement {
  /** Whether this environment can run Analytics; the first `false` is reported once in the console. */
  isSupported(): Promise<boolean>;
  /** Starts measurement with `settings` on the first call; later calls share it, a failed start is retried. */
  ready(settings: MeasurementSettings): Promise<void>;
  /** Sends one event; call after {@link Measurement.ready}. */
  send(name: string, params: SentParameters, settings: MeasurementSettings): Promise<void>;
  /** Records that setting `changed` is now as in `settings`, and tells started measurement. */
  update(settings: MeasurementSettings, changed: keyof MeasurementSettings): void;
}

/** Builds the {@link Measurement} over one sink. */
export function createMeasurement(sink: AnalyticsSink): Measurement {
  let supported: Promise<boolean> | undefined;
  let starting: Promise<void> | undefined;
  let started = false;
  let latest: MeasurementSettings | undefined;

  return {
    isSupported() {
      supported ??= sink.unsupportedReason().then((reason) => {
        if (reason) console.warn('Analytics is off here; events are dropped.', reason);
        return !reason;
      });
      return supported;
    },
    ready(settings) {
      starting ??= sink.start(settings).then(
        () => {
          started = true;
          // Whatever changed while measurement was starting.
          for (const key of Object.keys(settings) as (keyof MeasurementSettings)[])
            if (latest && latest[key] !== settings[key]) sink.update(latest, key);
        },
        (error: unknown) => {
          starting = undefined;
          throw error;
        },
      );
      return starting;
    },
    send: (name, params, settings) => sink.send(name, params, settings),
    update(settings, changed) {
      latest = settings;
      if (started) sink.update(settings, changed);
    },
  };
}
