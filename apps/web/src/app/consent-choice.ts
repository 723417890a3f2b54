import type { AnalyticsConsent } from '@platform/analytics';

/** What the person chose in the consent banner. */
export type ConsentChoice = 'granted' | 'denied';

const KEY = 'kindling.analytics-consent';

/** Where the choice is kept; none on a server, or where storage is blocked. */
const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** The choice made on an earlier visit, or `null` if the banner has not been answered. */
export function readConsentChoice(storage = browserStorage()): ConsentChoice | null {
  const stored = storage?.getItem(KEY);
  return stored === 'granted' || stored === 'denied' ? stored : null;
}

/** Remembers the choice, so the banner asks once. */
export function saveConsentChoice(choice: ConsentChoice, storage = browserStorage()): void {
  storage?.setItem(KEY, choice);
}

/** The consent the analytics adapter starts with: the stored choice for analytics storage; ads are never granted. */
export const initialConsent = (choice = readConsentChoice()): Partial<AnalyticsConsent> =>
  choice ? { analytics_storage: choice } : {};
