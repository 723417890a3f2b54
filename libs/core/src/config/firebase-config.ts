import * as z from 'zod/mini';

/** The Firebase web config object, as the console prints it. */
export interface FirebaseConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly storageBucket: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  readonly measurementId?: string;
  readonly databaseURL?: string;
}

/** A key of {@link FirebaseConfig}. */
export type FirebaseConfigKey = keyof FirebaseConfig;

/** One thing wrong with a config: which key, which variable sets it, and what is wrong. */
export interface ConfigIssue {
  readonly key: FirebaseConfigKey | 'driver' | 'emulator';
  readonly envVar: string;
  readonly problem: 'missing' | 'invalid';
  /** What a valid value looks like. */
  readonly expected: string;
}

interface KeyRule {
  readonly envVar: string;
  readonly required: boolean;
  readonly pattern: RegExp;
  readonly expected: string;
}

/** Every config key, the variable that sets it, and what a valid value looks like. */
export const FIREBASE_CONFIG_KEYS: Readonly<Record<FirebaseConfigKey, KeyRule>> = {
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

const shape = {} as Record<FirebaseConfigKey, z.ZodMiniType<string | undefined>>;
for (const key of KEYS) {
  const { required, pattern } = FIREBASE_CONFIG_KEYS[key];
  const value = z.string().check(z.regex(pattern));
  shape[key] = required ? value : z.optional(value);
}
const schema = z.object(shape);

/** The outcome of {@link validateFirebaseConfig}: the config, or every issue with it. */
export type FirebaseConfigResult =
  | { readonly ok: true; readonly config: FirebaseConfig }
  | { readonly ok: false; readonly issues: readonly ConfigIssue[] };

/** Checks a config object against the schema, reporting every missing or invalid key at once. */
export function validateFirebaseConfig(
  input: Readonly<Partial<Record<FirebaseConfigKey, string>>>,
): FirebaseConfigResult {
  const present = Object.fromEntries(
    KEYS.flatMap((key) => (input[key] === undefined || input[key] === '' ? [] : [[key, input[key]]])),
  );
  const parsed = schema.safeParse(present);
  if (parsed.success) return { ok: true, config: parsed.data as unknown as FirebaseConfig };
  const failing = new Set(parsed.error.issues.map((issue) => issue.path[0] as FirebaseConfigKey));
  return {
    ok: false,
    issues: KEYS.filter((key) => failing.has(key)).map((key) => ({
      key,
      envVar: FIREBASE_CONFIG_KEYS[key].envVar,
      problem: key in present ? 'invalid' : 'missing',
      expected: FIREBASE_CONFIG_KEYS[key].expected,
    })),
  };
}
