/** The settings a {@link ConfigIssue} can be about: a Firebase config key, or another part of the settings. */
export type ConfigIssueKey =
  | 'apiKey'
  | 'authDomain'
  | 'projectId'
  | 'storageBucket'
  | 'messagingSenderId'
  | 'appId'
  | 'measurementId'
  | 'databaseURL'
  | 'driver'
  | 'emulator'
  | 'appCheck';

/** One thing wrong with the settings: which key, which variable sets it, and what is wrong. */
export interface ConfigIssue {
  readonly key: ConfigIssueKey;
  readonly envVar: string;
  readonly problem: 'missing' | 'invalid';
  /** What a valid value looks like. */
  readonly expected: string;
}
