import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

interface HostingConfig {
  readonly public: string;
  readonly rewrites: readonly { readonly source: string; readonly destination: string }[];
  readonly headers: readonly { readonly source: string; readonly headers: readonly { key: string; value: string }[] }[];
}

interface FirebaseJson {
  readonly emulators: Record<string, { host?: string; port?: number }>;
  readonly hosting: HostingConfig;
}

type Middleware = (req: unknown, res: unknown, next: () => void) => void;

/** Superstatic is what firebase-tools serves Hosting with locally, so it applies the headers as Hosting does. */
const superstatic = (createRequire(import.meta.url)('superstatic') as { default: (spec: object) => Middleware })
  .default;

/** Every origin the app's Firebase SDKs call, by library, as found in node_modules/@firebase/* (firebase 12). */
const FIREBASE_CONNECT_SOURCES = {
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  appcheck: ['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com/recaptcha/'],
  installations: ['https://firebaseinstallations.googleapis.com'],
  firestore: ['https://firestore.googleapis.com'],
  rtdb: [
    'https://*.firebaseio.com',
    'wss://*.firebaseio.com',
    'https://*.firebasedatabase.app',
    'wss://*.firebasedatabase.app',
  ],
  storage: ['https://firebasestorage.googleapis.com'],
  messaging: ['https://fcmregistrations.googleapis.com'],
  'remote-config': [
    'https://firebaseremoteconfig.googleapis.com',
    'https://firebaseremoteconfigrealtime.googleapis.com',
  ],
  analytics: [
    'https://firebase.googleapis.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('firebase.json hosting', () => {
  let firebaseJson: FirebaseJson;
  let server: Server;
  let site: string;
  let base: string;

  beforeAll(async () => {
    firebaseJson = JSON.parse(await readFile(join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
    site = await mkdtemp(join(tmpdir(), 'hosting-'));
    await mkdir(join(site, 'assets'));
    await writeFile(join(site, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(site, 'assets', 'index-abc123.js'), 'export {};');
    const middleware = superstatic({ config: { ...firebaseJson.hosting, public: '.' }, cwd: site });
    server = createServer((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(site, { recursive: true, force: true });
  });

  it('publishes the built web app as a single-page app, beside the emulator config', () => {
    expect(firebaseJson.hosting.public).toBe('apps/web/dist');
    expect(firebaseJson.hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
    expect(firebaseJson.emulators['auth']).toEqual({ host: '127.0.0.1', port: 9099 });
  });

  it('serves every route with index.html, never cached, and hashed assets cached for a year', async () => {
    for (const path of ['/', '/account/settings']) {
      const response = await fetch(base + path);
      expect(await response.text()).toContain('<title>app</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers with every response', async () => {
    for (const path of ['/', '/account', '/assets/index-abc123.js']) {
      const { headers } = await fetch(base + path);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(headers.get('content-security-policy')).toMatch(/^default-src 'self';/);
    }
  });

  it('allows exactly the Firebase and Google endpoints the SDKs call, and nothing inline or framed', async () => {
    const policy = directives((await fetch(base)).headers.get('content-security-policy') ?? '');
    expect(policy.get('connect-src')).toEqual(["'self'", ...Object.values(FIREBASE_CONNECT_SOURCES).flat()]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://www.googletagmanager.com',
    ]);
    expect(policy.get('frame-src')).toEqual([
      'https://*.firebaseapp.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });
});
