import { useConsent } from '@platform/analytics/react';
import { useState } from 'react';
import { readConsentChoice, saveConsentChoice, type ConsentChoice } from '../app/consent-choice';
import styles from './consent-banner.module.css';
// The banner's buttons are the same pills as the next-steps buttons.
import pills from './next-steps-panel.module.css';

/**
 * Asks once whether Kindling may count visits and clicks, and remembers the
 * answer in this browser. Until it is answered, and after "No thanks", nothing is recorded.
 */
export function ConsentBanner() {
  const { setConsent } = useConsent();
  const [choice, setChoice] = useState(() => readConsentChoice());
  if (choice) return null;

  const choose = (next: ConsentChoice) => {
    saveConsentChoice(next);
    setChoice(next);
    // A rejection here only means analytics is off (the port was closed); the choice is kept either way.
    setConsent({ analytics_storage: next }).catch(() => undefined);
  };

  return (
    <section className={styles.banner} aria-label="Analytics consent">
      <p className={styles.text}>
        May Kindling count page views and clicks to learn which parts of the starter help? No ads, and nothing is
        recorded unless you allow it.
      </p>
      <div className={styles.actions}>
        <button type="button" className={pills.button} onClick={() => choose('denied')}>
          No thanks
        </button>
        <button type="button" className={`${pills.button} ${styles.primary}`} onClick={() => choose('granted')}>
          Allow analytics
        </button>
      </div>
    </section>
  );
}
