import type { ServiceRegistry } from '@platform/react';
import type { LocalBackends } from './local-backends.js';

/** Which adapter a scenario runs on. */
export type AdapterKind = 'memory' | 'firebase';

/** One adapter's set-up of a scenario, ready for N readers. */
export interface ScenarioFixture {
  /** The services for `<PlatformProvider services>`: the port the readers read, under its name. */
  readonly services: ServiceRegistry;
  /** The port whose listener-opening method is counted, and that method's name (e.g. `subscribe`, `onValue`). */
  readonly listened: { readonly port: object; readonly method: string };
  /**
   * The hook every reader calls. It returns a token for what the reader shows, or `undefined` while it has
   * nothing to show yet; equal tokens mean the same value.
   */
  readonly useToken: () => string | undefined;
  /** Makes one change every reader sees, and resolves with the token they all show afterwards. */
  change(): Promise<string>;
  /** Releases the port, the app and anything the fixture started. */
  dispose(): Promise<void>;
}

/**
 * A subscription-scaling scenario: N components reading one value. One module per scenario in `scenarios/`, its
 * default export; the bench runs every module it finds there, on each adapter it names.
 */
export interface ScalingScenario {
  /** Shown in the table, e.g. `auth state`. */
  readonly name: string;
  /** Builds the fixture on each adapter, with the local backends it needs started on demand. */
  readonly adapters: Readonly<Record<AdapterKind, (backends: LocalBackends) => Promise<ScenarioFixture>>>;
}
