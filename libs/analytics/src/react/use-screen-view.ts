import { useEffect, useRef } from 'react';
import type { AnalyticsLogOutcome } from '../analytics.types.js';
import type { AnalyticsPort } from '../analytics.port.js';
import { useAnalytics } from './use-analytics.js';

interface Attempt {
  readonly port: AnalyticsPort;
  readonly screen: string;
  readonly screenClass: string | undefined;
  readonly outcome: Promise<AnalyticsLogOutcome>;
}

/**
 * Logs a `screen_view` for `screen` once per mount (and again when `screen`
 * changes). StrictMode's second effect run shares the first one's event. If
 * consent is missing, the screen view waits, for as long as the component
 * stays mounted, until consent lets it through.
 */
export function useScreenView(screen: string, screenClass?: string): void {
  const analytics = useAnalytics();
  const attempt = useRef<Attempt | undefined>(undefined);

  useEffect(() => {
    let active = true;
    let stopWaiting: (() => void) | undefined;

    const follow = (outcome: Promise<AnalyticsLogOutcome>) => {
      outcome.then(
        (result) => {
          if (!active || result.status === 'sent' || result.reason !== 'consent-denied') return;
          let first = true;
          stopWaiting = analytics.watchConsent(() => {
            if (first) return void (first = false);
            stopWaiting?.();
            log();
          });
        },
        // A failure (a disposed port, a chunk that did not load) costs one screen view, never the screen.
        () => undefined,
      );
    };
    const log = () => {
      const params = screenClass
        ? { firebase_screen: screen, firebase_screen_class: screenClass }
        : { firebase_screen: screen };
      const outcome = analytics.logEvent('screen_view', params);
      attempt.current = { port: analytics, screen, screenClass, outcome };
      follow(outcome);
    };

    const previous = attempt.current;
    if (previous?.port === analytics && previous.screen === screen && previous.screenClass === screenClass)
      follow(previous.outcome);
    else log();

    return () => {
      active = false;
      stopWaiting?.();
    };
  }, [analytics, screen, screenClass]);
}
