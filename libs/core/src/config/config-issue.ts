import type { FirebaseConfigKey } from './firebase-config.js';

/** What a {@link ConfigIssue} is about: a Firebase config key, the driver, an emulator port, or App Check. */
export type ConfigIssueKey = FirebaseConfigKey | 'driver' | 'emulator' | 'appCheck';

/** One thing wrong with the settings: which key, which variable sets it, and what is wrong. */
export interface ConfigIssue {
  /** The setting at fault. */
  readonly key: ConfigIssueKey;
  /** The environment variable that sets it, e.g. `VITE_FIREBASE_API_KEY`. */
  readonly envVar: string;
  /** Whether the value is absent or present but not valid. */
  readonly problem: 'missing' | 'invalid';
  /** What a valid value looks like. */
  readonly expected: string;
}
