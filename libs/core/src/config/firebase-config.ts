import type { ConfigIssue } from './config-issue.js';

/** The Firebase web config object, as the console prints it. */
export interface FirebaseConfig {
  /** The web API key that identifies the project to Google's servers; not a secret. */
  readonly apiKey: string;
  /** The domain Firebase Auth serves its sign-in handlers from, e.g. `<project>.firebaseapp.com`. */
  readonly authDomain: string;
  /** The Firebase project's id. */
  readonly projectId: string;
  /** The default Cloud Storage bucket, e.g. `<project>.firebasestorage.app`. */
  readonly storageBucket: string;
  /** The sender id Cloud Messaging uses for the project. */
  readonly messagingSenderId: string;
  /** The id of this web app in the project. */
  readonly appId: string;
  /** The Google Analytics measurement id (`G-…`), when the app uses Analytics. */
  readonly measurementId?: string;
  /** The Realtime Database URL, when the app uses it. */
  readonly databaseURL?: string;
}

/** A key of {@link FirebaseConfig}. */
export type FirebaseConfigKey = keyof FirebaseConfig;

/** How one config key is read and checked. */
export interface ConfigKeyRule {
  /** The variable that sets it. */
  readonly envVar: string;
  /** Whether the `firebase` driver needs it. */
  readonly required: boolean;
  /** What a valid value matches. */
  readonly pattern: RegExp;
  /** What a valid value looks like, for people. */
  readonly expected: string;
}

/** Every config key, the variable that sets it, and what a valid value looks like. */
export const FIREBASE_CONFIG_KEYS: Readonly<Record<FirebaseConfigKey, ConfigKeyRule>> = {
  apiKey: {
    envVar: 'VITE_FIREBASE_API_KEY',
    required: true,
    pattern: /^\S{8,}$/,
    expected: 'the web API key from the Firebase console, e.g. "AIza…"',
  },
  authDomain: {
    envVar: 'VITE_FIREBASE_AUTH_DOMAIN',
    required: true,
    pattern: /^[a-z0-9.-]+(:\d+)?$/i,
    expected: 'a host name, e.g. "my-app.firebaseapp.com"',
  },
  projectId: {
    envVar: 'VITE_FIREBASE_PROJECT_ID',
    required: true,
    pattern: /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
    expected: '6–30 lowercase letters, digits or hyphens, starting with a letter',
  },
  storageBucket: {
    envVar: 'VITE_FIREBASE_STORAGE_BUCKET',
    required: true,
    pattern: /^[a-z0-9][a-z0-9._-]*[a-z0-9]$/,
    expected: 'a bucket name without "gs://", e.g. "my-app.firebasestorage.app"',
  },
  messagingSenderId: {
    envVar: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
    required: true,
    pattern: /^\d+$/,
    expected: 'digits only',
  },
  appId: {
    envVar: 'VITE_FIREBASE_APP_ID',
    required: true,
    pattern: /^\d+:\d+:web:[0-9a-f]+$/,
    expected: 'a web app id, e.g. "1:1234567890:web:abc123"',
  },
  measurementId: {
    envVar: 'VITE_FIREBASE_MEASUREMENT_ID',
    required: false,
    pattern: /^G-[A-Z0-9]+$/,
    expected: 'an Analytics id, e.g. "G-ABC123"',
  },
  databaseURL: {
    envVar: 'VITE_FIREBASE_DATABASE_URL',
    required: false,
    pattern: /^https?:\/\/[^\s/]+(\/.*)?$/,
    expected: 'a Realtime Database URL, e.g. "https://my-app-default-rtdb.firebaseio.com"',
  },
};

const KEYS = Object.keys(FIREBASE_CONFIG_KEYS) as FirebaseConfigKey[];

/** The outcome of {@link validateFirebaseConfig}: the config, or every issue with it. */
export type FirebaseConfigResult =
  | { readonly ok: true; readonly config: FirebaseConfig }
  | { readonly ok: false; readonly issues: readonly ConfigIssue[] };

/** Checks a config object against {@link FIREBASE_CONFIG_KEYS}, reporting every missing or invalid key at once. */
export function validateFirebaseConfig(
  input: Readonly<Partial<Record<FirebaseConfigKey, string>>>,
): FirebaseConfigResult {
  const config: Partial<Record<FirebaseConfigKey, string>> = {};
  const issues: ConfigIssue[] = [];
  for (const key of KEYS) {
    const { envVar, required, pattern, expected } = FIREBASE_CONFIG_KEYS[key];
    const value = input[key];
    if (value === undefined || value === '') {
      if (required) issues.push({ key, envVar, problem: 'missing', expected });
    } else if (pattern.test(value)) {
      config[key] = value;
    } else {
      issues.push({ key, envVar, problem: 'invalid', expected });
    }
  }
  return issues.length === 0 ? { ok: true, config: config as FirebaseConfig } : { ok: false, issues };
}
