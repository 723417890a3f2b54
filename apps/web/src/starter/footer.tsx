import type { ReactNode } from 'react';
import { APP_NAME, SERVICE_TITLES } from '../app/app-info';
import styles from './footer.module.css';

const composed = new Intl.ListFormat('en', { type: 'conjunction' }).format(Object.values(SERVICE_TITLES));

/** The page footer, with the state of the platform's background services. */
export function Footer({
  appCheckStatus,
  installationId,
}: {
  readonly appCheckStatus: ReactNode;
  readonly installationId?: ReactNode;
}) {
  return (
    <footer className={styles.footer}>
      <p>
        <strong>{APP_NAME}</strong> — typed Firebase service libraries ({composed} so far), one port each, with Firebase
        and in-memory adapters.
      </p>
      {appCheckStatus}
      {installationId}
      <p className={styles.meta}>Built with Nx, React, Vite and Vitest. MIT licensed.</p>
    </footer>
  );
}
