import type { FirebaseConfigKey } from './firebase-config.js';

/** What a {@link ConfigIssue} is about: a Firebase config key, the driver, an emulator port, or App Check. */
export type ConfigIssueKey = FirebaseConfigKey | 'driver' | 'emulator' | 'appCheck';

/** One thing wrong with the settings: which key, which variable sets it, and what is wrong. */
export interface ConfigIssue {
  readonly key: ConfigIssueKey;
  readonly envVar: string;
  readonly problem: 'missing' | 'invalid';
  /** What a valid value looks like. */
  readonly expected: string;
}
