import { APP_NAME } from '../app/app-info';
import type { Platform } from '../app/platform';
import { AppCheckStatus } from './appcheck-status';
import styles from './footer.module.css';

/** The page footer, with the state of the platform's background services. */
export function Footer({ platform }: { readonly platform: Platform }) {
  return (
    <footer className={styles.footer}>
      <p>
        <strong>{APP_NAME}</strong> — typed Firebase service libraries (Authentication and App Check so far), one port
        each, with Firebase and in-memory adapters.
      </p>
      <AppCheckStatus
        driver={platform.settings.driver}
        provider={platform.appCheckProvider}
        activation={platform.appCheckActivation}
      />
      <p className={styles.meta}>Built with Nx, React, Vite and Vitest. MIT licensed.</p>
    </footer>
  );
}
