import { systemClock } from '@platform/core';
import { authErrors, toAuthError } from '../auth.errors.js';
import type {
  IdTokenResult,
  OAuthProviderSpec,
  PhoneVerifier,
  ProviderSignInMode,
  Reauthentication,
  SignInResult,
} from '../auth.types.js';
import { createIdTokenListeners } from '../internal/id-token-listeners.js';
import { subscribeWhileStarting } from '../internal/subscribe-while-starting.js';
import { createAuthStateStore, sameUser } from '../internal/auth-state-store.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import { withRecentLogin } from '../internal/with-recent-login.js';
import { providerIdOf } from '../provider-ids.js';
import {
  createPopupSimulator,
  demoAccountChooser,
  type AccountChooser,
  type AccountRequest,
  type ProviderAccount,
} from './account-chooser.js';
import { createFaultInjector, type MemoryAuthOperation } from './fault-injector.js';
import { mintIdToken } from './id-token.js';
import { createMemoryAccount } from './memory-account.js';
import { DEFAULT_MEMORY_PROJECT_ID, DEFAULT_MEMORY_STORAGE_KEY, MEMORY_AUTH_TIMINGS } from './memory-auth.constants.js';
import type { MemoryAuth, MemoryAuthOptions, MemoryUserSeed } from './memory-auth.types.js';
import { sendPhoneCode, type FirstFactor, type MemoryContext } from './memory-context.js';
import { createMemoryMfaResolver, createMemoryMultiFactor } from './memory-multi-factor.js';
import { createOobMailbox } from './oob-mailbox.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { reauthenticateUser } from './reauthentication.js';
import { createSnapshotPersistence, type MemorySession, type PendingRedirect } from './persistence.js';
import { accountUserFor } from './provider-accounts.js';
import { createRandomSource } from './random.js';
import { createSmsOutbox } from './sms-outbox.js';
import { totpCode } from './totp.js';
import { toAuthUser, type UserRecord } from './user-record.js';
import { createUserStore } from './user-store.js';
import {
  assertEmail,
  assertPasswordGiven,
  assertPhoneNumber,
  assertStrongPassword,
  canonicalEmail,
} from './validation.js';

/**
 * Creates the in-memory auth adapter: a working implementation of the port with
 * Firebase's semantics, an injectable clock, simulated providers, SMS and email,
 * optional persistence, and fault injection through `control`. Like the
 * Firebase adapter, it restores the stored session asynchronously on its first
 * call, so the state is `unknown` until then.
 */
export function createMemoryAuth(options: MemoryAuthOptions = {}): MemoryAuth {
  const clock = options.clock ?? systemClock;
  const projectId = options.projectId ?? DEFAULT_MEMORY_PROJECT_ID;
  const random = createRandomSource(options.randomBytes);
  const users = createUserStore();
  const faults = createFaultInjector();
  const sms = createSmsOutbox(random);
  const mail = createOobMailbox(random);
  const popup = createPopupSimulator();
  const state = createAuthStateStore();
  const idTokens = createIdTokenListeners(toAuthError);
  let announcedToken: { readonly uid: string | null; readonly token: IdTokenResult | null } = {
    uid: null,
    token: null,
  };
  const persistence = options.storage
    ? createSnapshotPersistence(options.storage, options.storageKey ?? DEFAULT_MEMORY_STORAGE_KEY)
    : null;
  let chooseAccount: AccountChooser = options.chooseAccount ?? demoAccountChooser;
  let session: MemorySession | null = null;
  let pendingRedirect: PendingRedirect | null = null;
  let restoreDone = false;

  const saved = persistence?.load();
  if (saved) {
    users.replaceAll(saved.users);
    session = saved.session;
    pendingRedirect = saved.pendingRedirect;
  }

  const commit = () => {
    const record = session ? users.get(session.uid) : undefined;
    if (!record) session = null;
    const user = record ? toAuthUser(record) : null;
    const previous = state.current().user;
    if (session?.token && user && previous && !sameUser(previous, user)) session = { ...session, token: null };
    persistence?.save({ users: users.all(), session, pendingRedirect });
    if (restoreDone) {
      state.set(user);
      announceIdToken();
    }
  };

  /**
   * Tells ID token listeners when the token the port hands out changes: another
   * user (or none), a refresh, or a token dropped because the account changed.
   * Minting the first token of a session is no change.
   */
  const announceIdToken = () => {
    const next = { uid: session?.uid ?? null, token: session?.token ?? null };
    const changed =
      next.uid !== announcedToken.uid || (announcedToken.token !== null && next.token !== announcedToken.token);
    announcedToken = next;
    if (changed) idTokens.emit();
  };

  const newUser = (fields: Partial<UserRecord>): UserRecord =>
    users.insert({
      uid: random.id(),
      email: null,
      emailVerified: false,
      displayName: null,
      photoURL: null,
      phoneNumber: null,
      isAnonymous: false,
      password: null,
      identities: [],
      factors: [],
      customClaims: {},
      disabled: false,
      createdAt: clock.now(),
      lastSignInAt: null,
      ...fields,
    });

  const createUser = async (seed: MemoryUserSeed): Promise<UserRecord> => {
    const email = seed.email === undefined ? null : canonicalEmail(seed.email);
    if (seed.email !== undefined) assertEmail(seed.email);
    if (seed.phoneNumber !== undefined) assertPhoneNumber(seed.phoneNumber);
    if (seed.password !== undefined) assertStrongPassword(seed.password);
    const password = seed.password === undefined ? null : await hashPassword(seed.password);
    if (email !== null && users.byEmail(email))
      throw authErrors.create('auth/email-already-in-use', { customData: { email } });
    if (
      (seed.uid !== undefined && users.get(seed.uid)) ||
      (seed.phoneNumber !== undefined && users.byPhone(seed.phoneNumber))
    ) {
      throw authErrors.create('auth/credential-already-in-use', {
        customData: { uid: seed.uid, phoneNumber: seed.phoneNumber },
      });
    }
    const record = newUser({
      ...(seed.uid === undefined ? {} : { uid: seed.uid }),
      email,
      emailVerified: seed.emailVerified ?? false,
      displayName: seed.displayName ?? null,
      photoURL: seed.photoURL ?? null,
      phoneNumber: seed.phoneNumber ?? null,
      password,
      identities: [
        ...(password && email ? [{ providerId: 'password', providerUid: email }] : []),
        ...(seed.phoneNumber ? [{ providerId: 'phone', providerUid: seed.phoneNumber }] : []),
      ],
      customClaims: seed.customClaims ?? {},
      disabled: seed.disabled ?? false,
    });
    commit();
    return record;
  };

  let restoring: Promise<void> | undefined;
  const restore = (): Promise<void> => {
    restoring ??= (async () => {
      await Promise.resolve();
      for (const seed of options.users ?? []) {
        const exists =
          (seed.uid !== undefined && users.get(seed.uid)) ||
          (seed.email !== undefined && users.byEmail(canonicalEmail(seed.email)));
        if (!exists) await createUser(seed);
      }
      restoreDone = true;
      commit();
    })();
    return restoring;
  };
  const kickOff = () => void restore().catch(() => undefined);

  let disposed = false;
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    if (disposed) throw lifecycle.disposed();
    try {
      await restore();
      return await work();
    } catch (error) {
      throw toAuthError(error);
    }
  };

  const serverCall = (operation: MemoryAuthOperation) => {
    faults.check(operation);
    faults.assertOnline(operation);
  };

  const requireUser = (): UserRecord => {
    const record = session ? users.get(session.uid) : undefined;
    if (!record) throw authErrors.create('auth/no-current-user');
    return record;
  };

  const signOutNow = () => {
    session = null;
    commit();
  };

  const startSession: MemoryContext['startSession'] = (first, secondFactor) => {
    const record = users.get(first.uid);
    if (!record) throw authErrors.create('auth/user-not-found');
    if (record.disabled) throw authErrors.create('auth/user-disabled');
    const now = clock.now();
    const updated = users.update(record.uid, { lastSignInAt: now });
    session = { uid: updated.uid, authTime: now, signInProvider: first.signInProvider, secondFactor, token: null };
    commit();
    return {
      status: 'signed-in',
      user: toAuthUser(updated),
      isNewUser: first.isNewUser,
      providerId: first.signInProvider,
    };
  };

  const finishFirstFactor = (first: FirstFactor): SignInResult => {
    const record = users.get(first.uid);
    if (record?.disabled) throw authErrors.create('auth/user-disabled');
    if (record && record.factors.length > 0) {
      return { status: 'mfa-required', resolver: createMemoryMfaResolver(context, first, record.factors) };
    }
    return startSession(first, null);
  };

  const verifyApp = async (verifier: PhoneVerifier) => {
    const token = await verifier.verify();
    if (typeof token !== 'string' || token.length === 0) {
      throw authErrors.create('auth/internal-error', { customData: { reason: 'The app verifier returned no token.' } });
    }
  };

  const openProvider = (provider: OAuthProviderSpec, mode: ProviderSignInMode, request: Partial<AccountRequest> = {}) =>
    chooseAccount(provider, mode, {
      providerId: providerIdOf(provider),
      scopes: request.scopes ?? [],
      customParameters: request.customParameters ?? {},
    });

  const signInWithAccount = (providerId: string, account: ProviderAccount): SignInResult => {
    const { record, isNewUser } = accountUserFor(providerId, account, { users, random, now: clock.now() });
    commit();
    return finishFirstFactor({ uid: record.uid, signInProvider: providerId, isNewUser });
  };

  const reauthenticate = async (proof: Reauthentication) => {
    serverCall('reauthenticate');
    const secondFactor = await reauthenticateUser(
      { ...context, openPopup: (provider) => popup.open(() => openProvider(provider, 'popup')) },
      requireUser(),
      proof,
    );
    const record = requireUser();
    const now = clock.now();
    users.update(record.uid, { lastSignInAt: now });
    if (session) session = { ...session, authTime: now, secondFactor, token: null };
    commit();
  };

  const sensitive: MemoryContext['sensitive'] = (operation, sensitiveOptions, work) =>
    guarded(() =>
      withRecentLogin(
        async () => {
          serverCall(operation);
          requireUser();
          if (session && clock.now() - session.authTime > MEMORY_AUTH_TIMINGS.recentLoginMs) {
            throw authErrors.create('auth/requires-recent-login');
          }
          return work();
        },
        sensitiveOptions,
        { currentUser: () => state.current().user ?? null, reauthenticate },
      ),
    );

  const context: MemoryContext = {
    clock,
    users,
    sms,
    random,
    projectId,
    guarded,
    sensitive,
    serverCall,
    requireUser,
    verifyApp,
    startSession,
    finishFirstFactor,
    commit,
  };

  const idTokenResult = async (
    operation: MemoryAuthOperation,
    forceRefresh: boolean,
  ): Promise<IdTokenResult | null> => {
    faults.check(operation);
    if (!session) return null;
    const now = clock.now();
    const cached = session.token;
    if (!forceRefresh && cached && now < cached.expiresAt - MEMORY_AUTH_TIMINGS.idTokenRefreshBufferMs) return cached;
    faults.assertOnline(operation);
    const record = requireUser();
    if (record.disabled) {
      signOutNow();
      throw authErrors.create('auth/user-disabled');
    }
    const token = mintIdToken(record, session, { projectId, now, lifetimeMs: MEMORY_AUTH_TIMINGS.idTokenLifetimeMs });
    session = { ...session, token };
    commit();
    return token;
  };

  const account = createMemoryAccount({ ...context, mail, signOutNow });

  return {
    currentState() {
      kickOff();
      return state.current();
    },
    subscribe: (listener, onError) => subscribeWhileStarting(state, restore, toAuthError, listener, onError),
    ready: () => guarded(() => state.ready()),
    onIdTokenChange: (listener, onError) => idTokens.listen(restore, listener, onError),

    signUpWithEmail: (email, password) =>
      guarded(async () => {
        serverCall('signUpWithEmail');
        assertEmail(email);
        assertStrongPassword(password);
        const record = await createUser({ email, password });
        return startSession({ uid: record.uid, signInProvider: 'password', isNewUser: true }, null);
      }),

    signInWithEmail: (email, password) =>
      guarded(async () => {
        serverCall('signInWithEmail');
        assertEmail(email);
        assertPasswordGiven(password);
        const record = users.byEmail(canonicalEmail(email));
        if (!record) throw authErrors.create('auth/user-not-found');
        if (!record.password || !(await verifyPassword(password, record.password))) {
          throw authErrors.create('auth/wrong-password');
        }
        return finishFirstFactor({ uid: record.uid, signInProvider: 'password', isNewUser: false });
      }),

    signInAnonymously: () =>
      guarded(async () => {
        serverCall('signInAnonymously');
        const current = session ? users.get(session.uid) : undefined;
        if (current?.isAnonymous) {
          return { status: 'signed-in', user: toAuthUser(current), isNewUser: false, providerId: 'anonymous' };
        }
        const record = newUser({ isAnonymous: true });
        return startSession({ uid: record.uid, signInProvider: 'anonymous', isNewUser: true }, null);
      }),

    signInWithProvider: (provider, { mode, scopes, customParameters }) =>
      guarded(async () => {
        serverCall('signInWithProvider');
        const providerId = providerIdOf(provider);
        if (mode === 'redirect') {
          let chosen: ProviderAccount | null;
          try {
            chosen = await openProvider(provider, mode, { scopes, customParameters });
          } catch (error) {
            if (authErrors.is(error)) throw error;
            chosen = null;
          }
          pendingRedirect = { providerId, account: chosen };
          commit();
          return { status: 'redirecting' };
        }
        const chosen = await popup.open(() => openProvider(provider, mode, { scopes, customParameters }));
        return signInWithAccount(providerId, chosen);
      }),

    completeRedirect: () =>
      guarded(async () => {
        faults.check('completeRedirect');
        const pending = pendingRedirect;
        if (!pending) return null;
        pendingRedirect = null;
        commit();
        faults.assertOnline('completeRedirect');
        if (!pending.account) throw authErrors.create('auth/redirect-cancelled-by-user');
        return signInWithAccount(pending.providerId, pending.account);
      }),

    startPhoneSignIn: (phoneNumber, verifier) =>
      guarded(async () => {
        serverCall('startPhoneSignIn');
        assertPhoneNumber(phoneNumber);
        await verifyApp(verifier);
        return sendPhoneCode({ sms, clock, guarded, serverCall }, phoneNumber, 'sign-in', () => {
          const existing = users.byPhone(phoneNumber);
          const record =
            existing ?? newUser({ phoneNumber, identities: [{ providerId: 'phone', providerUid: phoneNumber }] });
          return finishFirstFactor({ uid: record.uid, signInProvider: 'phone', isNewUser: !existing });
        });
      }),

    signOut: () =>
      guarded(async () => {
        faults.check('signOut');
        if (session) signOutNow();
      }),

    getIdToken: (tokenOptions) =>
      guarded(async () => (await idTokenResult('getIdToken', tokenOptions?.forceRefresh ?? false))?.token ?? null),
    getIdTokenResult: (tokenOptions) =>
      guarded(() => idTokenResult('getIdTokenResult', tokenOptions?.forceRefresh ?? false)),
    currentUser: () => state.current().user ?? null,
    reauthenticate: (proof) => guarded(() => reauthenticate(proof)),
    ...account,
    multiFactor: createMemoryMultiFactor(context),
    async dispose() {
      disposed = true;
      idTokens.close();
    },

    control: {
      clock,
      createUser: async (seed) => toAuthUser(await createUser(seed)),
      users: () => users.all().map(toAuthUser),
      setCustomClaims(uid, claims) {
        if (!users.get(uid)) throw authErrors.create('auth/user-not-found', { customData: { uid } });
        users.update(uid, { customClaims: { ...claims } });
        commit();
      },
      disableUser(uid, disabled = true) {
        if (!users.get(uid)) throw authErrors.create('auth/user-not-found', { customData: { uid } });
        users.update(uid, { disabled });
        commit();
      },
      oobCodes: () => mail.list(),
      phoneCodes: () => sms.list(),
      lastPhoneCode: (phoneNumber) =>
        sms
          .list()
          .filter((s) => s.phoneNumber === phoneNumber)
          .at(-1)?.code,
      totpCode: (secretKey, atMs) => totpCode(secretKey, atMs ?? clock.now()),
      failNext: (operation, code, failOptions) => faults.failNext(operation, code, failOptions),
      clearFaults: () => faults.clear(),
      setOffline: (offline) => faults.setOffline(offline),
      setAccountChooser(chooser) {
        chooseAccount = chooser;
      },
    },
  };
}
