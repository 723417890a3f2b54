import { injectAuthEmulator } from './vitest/index.js';

const API_KEY = 'demo-api-key';
const auth = injectAuthEmulator();

interface IdentityToolkitResult {
  readonly status: number;
  readonly body: Record<string, unknown> & { error?: { message?: string } };
}

async function accounts(method: string, payload: object): Promise<IdentityToolkitResult> {
  const response = await fetch(`${auth.url}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as IdentityToolkitResult['body'] };
}

const credentials = { email: 'ada@example.com', password: 'correct-horse-battery', returnSecureToken: true };

describe('Auth emulator (integration)', () => {
  beforeEach(() => auth.reset());

  it('is provided to tests on 127.0.0.1 for the demo project', () => {
    expect(auth.host).toBe('127.0.0.1');
    expect(auth.projectId).toBe('demo-platform');
    expect(auth.url).toBe(`http://127.0.0.1:${auth.port}`);
    expect(process.env['FIREBASE_AUTH_EMULATOR_HOST']).toBe(auth.emulatorHost);
  });

  it('signs a user up, signs them in and looks the account up', async () => {
    const signUp = await accounts('signUp', credentials);
    expect(signUp.status).toBe(200);
    expect(signUp.body).toMatchObject({
      email: credentials.email,
      localId: expect.any(String),
      idToken: expect.any(String),
    });

    const signIn = await accounts('signInWithPassword', credentials);
    expect(signIn.status).toBe(200);
    expect(signIn.body['localId']).toBe(signUp.body['localId']);

    const lookup = await accounts('lookup', { idToken: signIn.body['idToken'] });
    expect(lookup.status).toBe(200);
    expect(lookup.body['users']).toEqual([
      expect.objectContaining({ localId: signUp.body['localId'], email: credentials.email }),
    ]);
  });

  it('rejects a wrong password', async () => {
    await accounts('signUp', credentials);

    const signIn = await accounts('signInWithPassword', { ...credentials, password: 'wrong-password' });

    expect(signIn.status).toBe(400);
    expect(signIn.body.error?.message).toMatch(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
  });

  it('records a password reset email as an out-of-band code', async () => {
    await accounts('signUp', credentials);

    const sent = await accounts('sendOobCode', { requestType: 'PASSWORD_RESET', email: credentials.email });
    expect(sent.status).toBe(200);

    const codes = await auth.oobCodes();
    expect(codes).toEqual([
      expect.objectContaining({ email: credentials.email, requestType: 'PASSWORD_RESET', oobCode: expect.any(String) }),
    ]);
    const reset = await accounts('resetPassword', { oobCode: codes[0]?.oobCode, newPassword: 'a-brand-new-password' });
    expect(reset.status).toBe(200);
    const signIn = await accounts('signInWithPassword', { ...credentials, password: 'a-brand-new-password' });
    expect(signIn.status).toBe(200);
  });

  it('reset() deletes every account', async () => {
    await accounts('signUp', credentials);

    await auth.reset();

    const signIn = await accounts('signInWithPassword', credentials);
    expect(signIn.status).toBe(400);
    expect(signIn.body.error?.message).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  });
});
