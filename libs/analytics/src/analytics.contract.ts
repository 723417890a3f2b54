import type { PlatformError } from '@platform/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsErrors, type AnalyticsErrorCode } from './analytics.errors.js';
import type { AnalyticsPort } from './analytics.port.js';
import type { AnalyticsConsent, AnalyticsOptions, AnalyticsUserProperties } from './analytics.types.js';

/** One event as it reached the backend, with the consent and user settings it was sent under. */
export interface SentAnalyticsEvent {
  /** The event's name, e.g. `'purchase'`. */
  readonly name: string;
  /** Its parameters, default event parameters included. */
  readonly params: Readonly<Record<string, unknown>>;
  /** The consent settings in force when it was sent. */
  readonly consent: AnalyticsConsent;
  /** The user id it was sent with, or `null` when none was set. */
  readonly userId: string | null;
  /** The user properties it was sent with. */
  readonly userProperties: AnalyticsUserProperties;
}

/** What a test asks of the environment it runs in. */
export interface AnalyticsContractSetup {
  /** The adapter's options. */
  readonly options?: AnalyticsOptions;
  /** `false` for an environment where Analytics can't run; `true` by default. */
  readonly supported?: boolean;
}

/** A fresh adapter under test, with a view of its backend. */
export interface AnalyticsContractHarness {
  /** A new adapter that nothing has called yet. */
  readonly port: AnalyticsPort;
  /** Every event that reached the backend, oldest first. Call {@link AnalyticsContractHarness.settle} first. */
  sent(): readonly SentAnalyticsEvent[];
  /** Whether measurement has started: the SDK initialized, or any request made. */
  started(): boolean;
  /** Waits until what the adapter has handed on has reached the backend. */
  settle(): Promise<void>;
  /** Makes the adapter's Firebase app unusable, as deleting it does. */
  deleteApp(): Promise<void>;
  /** Releases the adapter and its backend after each test. */
  dispose?(): Promise<void>;
}

/** Builds a {@link AnalyticsContractHarness}; called at most once per test. */
export type AnalyticsContractFactory = (
  setup: AnalyticsContractSetup,
) => Promise<AnalyticsContractHarness> | AnalyticsContractHarness;

const GRANTED: AnalyticsConsent = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const DENIED: AnalyticsConsent = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

async function expectAnalyticsError(work: Promise<unknown>, code: AnalyticsErrorCode): Promise<PlatformError> {
  const outcome = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  // Structural: an adapter under test may run on a fresh copy of @platform/core, with its own PlatformError class.
  if (!(outcome instanceof Error) || outcome.name !== 'PlatformError')
    throw new Error(`Expected a rejection with ${code}, got ${String(outcome)}.`);
  expect(outcome).toMatchObject({ code });
  expect(outcome.message).toBe(analyticsErrors.messages[code]);
  return outcome as PlatformError;
}

/**
 * The behavioural specification of {@link AnalyticsPort}. Every adapter runs it:
 * `analyticsContract('memory', factory)` defines the suite `analytics contract [memory]`.
 */
export function analyticsContract(adapterName: string, factory: AnalyticsContractFactory): void {
  describe(`analytics contract [${adapterName}]`, () => {
    let harness: AnalyticsContractHarness | undefined;
    const setup = async (given: AnalyticsContractSetup = {}): Promise<AnalyticsContractHarness> => {
      harness = await factory(given);
      return harness;
    };
    const granted = async (given: AnalyticsContractSetup = {}) => {
      const subject = await setup(given);
      await subject.port.setConsent({ analytics_storage: 'granted' });
      return subject;
    };
    afterEach(async () => {
      await harness?.port.dispose();
      await harness?.dispose?.();
      harness = undefined;
    });

    it('starts with every consent setting denied, and takes the initial consent it is given', async () => {
      expect((await setup()).port.currentConsent()).toEqual(DENIED);
      await harness?.dispose?.();
      const given = await setup({ options: { initialConsent: { analytics_storage: 'granted' } } });
      expect(given.port.currentConsent()).toEqual({ ...DENIED, analytics_storage: 'granted' });
    });

    it('drops events before consent, without starting measurement or sending anything', async () => {
      const subject = await setup();
      await expect(
        subject.port.logEvent('select_content', { content_type: 'card', content_id: 'docs' }),
      ).resolves.toEqual({ status: 'dropped', reason: 'consent-denied' });
      await subject.port.setConsent({ ad_storage: 'granted', ad_user_data: 'granted' });
      await expect(subject.port.logEvent('login', { method: 'password' })).resolves.toMatchObject({
        reason: 'consent-denied',
      });
      await subject.settle();
      expect(subject.sent()).toEqual([]);
      expect(subject.started()).toBe(false);
    });

    it('sends events once analytics_storage is granted, with their parameters and the consent in force', async () => {
      const subject = await setup();
      await subject.port.logEvent('screen_view', { firebase_screen: 'before consent' });
      await subject.port.setConsent({ analytics_storage: 'granted' });
      await expect(subject.port.logEvent('screen_view', { firebase_screen: 'home' })).resolves.toEqual({
        status: 'sent',
      });
      await subject.port.logEvent('select_content', { content_type: 'resource-card', content_id: 'docs' });
      await subject.settle();
      expect(subject.sent()).toEqual([
        {
          name: 'screen_view',
          params: { firebase_screen: 'home' },
          consent: { ...DENIED, analytics_storage: 'granted' },
          userId: null,
          userProperties: {},
        },
        expect.objectContaining({
          name: 'select_content',
          params: { content_type: 'resource-card', content_id: 'docs' },
        }),
      ]);
    });

    it('drops events again once consent is withdrawn, and keeps the ones already sent', async () => {
      const subject = await granted();
      await subject.port.logEvent('login');
      await subject.port.setConsent({ analytics_storage: 'denied' });
      await expect(subject.port.logEvent('sign_up')).resolves.toEqual({ status: 'dropped', reason: 'consent-denied' });
      await subject.settle();
      expect(subject.sent().map((event) => event.name)).toEqual(['login']);
    });

    it('tells a watcher the consent at once and every change, and resolves setConsent with the consent in force', async () => {
      const subject = await setup();
      const heard: AnalyticsConsent[] = [];
      const stop = subject.port.watchConsent((consent) => heard.push(consent));
      await expect(subject.port.setConsent({ analytics_storage: 'granted' })).resolves.toEqual({
        ...DENIED,
        analytics_storage: 'granted',
      });
      await subject.port.setConsent({ analytics_storage: 'granted' });
      await subject.port.setConsent(GRANTED);
      stop();
      await subject.port.setConsent({ ad_storage: 'denied' });
      expect(heard).toEqual([DENIED, { ...DENIED, analytics_storage: 'granted' }, GRANTED]);
      expect(subject.port.currentConsent()).toEqual({ ...GRANTED, ad_storage: 'denied' });
    });

    it('tells started measurement of a consent change, so later events carry it', async () => {
      const subject = await granted();
      await subject.port.logEvent('login');
      // As gtag does, a change applies to what is handed on after it: let the first event arrive first.
      await subject.settle();
      await subject.port.setConsent({ ad_storage: 'granted' });
      await subject.port.logEvent('sign_up');
      await subject.settle();
      expect(subject.sent().map((event) => event.consent.ad_storage)).toEqual(['denied', 'granted']);
    });

    it('rejects consent values other than granted and denied, and event names Analytics would drop', async () => {
      const subject = await granted();
      const invalidConsent = { analytics_storage: 'yes' } as unknown as Partial<AnalyticsConsent>;
      const consentError = await expectAnalyticsError(
        subject.port.setConsent(invalidConsent),
        'analytics/invalid-consent',
      );
      expect(consentError.customData).toMatchObject({ setting: 'analytics_storage', value: 'yes' });
      const log = subject.port.logEvent as (name: string) => Promise<unknown>;
      for (const name of ['', '1st_visit', 'firebase_custom', 'has-dash', 'x'.repeat(41)])
        await expectAnalyticsError(log(name), 'analytics/invalid-event');
      await subject.settle();
      expect(subject.sent()).toEqual([]);
      expect(subject.port.currentConsent().analytics_storage).toBe('granted');
    });

    it('drops events while collection is off, and sends again once it is back on', async () => {
      const subject = await granted();
      await subject.port.setCollectionEnabled(false);
      await expect(subject.port.logEvent('login')).resolves.toEqual({
        status: 'dropped',
        reason: 'collection-disabled',
      });
      await subject.port.setCollectionEnabled(true);
      await expect(subject.port.logEvent('sign_up')).resolves.toEqual({ status: 'sent' });
      await subject.settle();
      expect(subject.sent().map((event) => event.name)).toEqual(['sign_up']);
    });

    it('adds default event parameters to every later event, under the event’s own', async () => {
      const subject = await setup();
      await subject.port.setDefaultEventParameters({ app_version: '1.2.0', theme: 'light' });
      await subject.port.setConsent({ analytics_storage: 'granted' });
      await subject.port.logEvent('share', { method: 'link' });
      await subject.port.setDefaultEventParameters({ theme: 'dark' });
      await subject.port.logEvent('search', { search_term: 'analytics' });
      await subject.settle();
      expect(subject.sent().map((event) => event.params)).toEqual([
        { app_version: '1.2.0', theme: 'light', method: 'link' },
        { app_version: '1.2.0', theme: 'dark', search_term: 'analytics' },
      ]);
    });

    it('sends the user id and user properties in force with each event', async () => {
      const subject = await setup();
      await subject.port.setUserId('user-1');
      await subject.port.setUserProperties({ plan: 'free', beta: true });
      await subject.port.setConsent({ analytics_storage: 'granted' });
      await subject.port.logEvent('login');
      // As gtag does, a change applies to what is handed on after it: let the first event arrive first.
      await subject.settle();
      await subject.port.setUserId(null);
      await subject.port.setUserProperties({ plan: 'pro', beta: null });
      await subject.port.logEvent('sign_up');
      await subject.settle();
      expect(subject.sent().map(({ userId, userProperties }) => ({ userId, userProperties }))).toEqual([
        { userId: 'user-1', userProperties: { plan: 'free', beta: true } },
        { userId: null, userProperties: { plan: 'pro' } },
      ]);
    });

    it('sends events with consent denied in advanced consent mode, which the app opts into', async () => {
      const subject = await setup({ options: { consentMode: 'advanced' } });
      await expect(subject.port.logEvent('login')).resolves.toEqual({ status: 'sent' });
      await subject.settle();
      expect(subject.started()).toBe(true);
      expect(subject.sent()).toEqual([expect.objectContaining({ name: 'login', consent: DENIED })]);
    });

    it('is a no-op that never rejects where Analytics cannot run, and says so once in the console', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const subject = await granted({ supported: false });
        await expect(subject.port.isSupported()).resolves.toBe(false);
        await expect(subject.port.logEvent('login')).resolves.toEqual({ status: 'dropped', reason: 'unsupported' });
        await expect(subject.port.logEvent('sign_up')).resolves.toEqual({ status: 'dropped', reason: 'unsupported' });
        await subject.port.setUserId('user-1');
        await subject.port.setUserProperties({ plan: 'free' });
        await subject.port.setCollectionEnabled(false);
        await subject.settle();
        expect(subject.sent()).toEqual([]);
        expect(subject.started()).toBe(false);
        const notices = warn.mock.calls.filter(([message]) => String(message).startsWith('Analytics is off'));
        expect(notices).toHaveLength(1);
        expect(notices[0]?.[1]).toMatchObject({
          name: 'PlatformError',
          code: expect.stringMatching(/^analytics\/(invalid-analytics-context|indexeddb-unavailable)$/),
        });
      } finally {
        warn.mockRestore();
      }
    });

    it('tells whether the environment supports Analytics, the same way every time', async () => {
      const { port } = await setup();
      await expect(port.isSupported()).resolves.toBe(true);
      await expect(port.isSupported()).resolves.toBe(true);
    });

    it('rejects with analytics/app-deleted once the app is deleted', async () => {
      const subject = await granted();
      await subject.deleteApp();
      await expectAnalyticsError(subject.port.logEvent('login'), 'analytics/app-deleted');
    });

    it('rejects every call with analytics/disposed after dispose, before or after measuring', async () => {
      const idle = (await setup()).port;
      await idle.dispose();
      await expectAnalyticsError(idle.logEvent('login'), 'analytics/disposed');
      await expectAnalyticsError(idle.setConsent({ analytics_storage: 'granted' }), 'analytics/disposed');
      await expectAnalyticsError(idle.isSupported(), 'analytics/disposed');
      await harness?.dispose?.();

      const measuring = (await granted()).port;
      await measuring.logEvent('login');
      await measuring.dispose();
      await expectAnalyticsError(measuring.logEvent('sign_up'), 'analytics/disposed');
      await expectAnalyticsError(measuring.setUserId('user-1'), 'analytics/disposed');
    });
  });
}
