import type { ConfigError } from '@platform/core';
import { APP_NAME } from '../app/app-info';
import styles from './config-error-panel.module.css';

/** Shown instead of the app when the driver or Firebase config is missing or invalid. */
export function ConfigErrorPanel({ error }: { readonly error: ConfigError | undefined }) {
  const issues = error?.customData.issues ?? [];
  return (
    <main className={styles.page}>
      <section className={styles.panel} role="alert" aria-labelledby="config-error-title">
        <p className={styles.eyebrow}>{APP_NAME} cannot start</p>
        <h1 id="config-error-title" className={styles.title}>
          Configuration error
        </h1>
        <p>{error?.message ?? 'The platform configuration could not be read.'}</p>
        {issues.length > 0 && (
          <>
            <h2 className={styles.subtitle}>Fix these variables</h2>
            <ul className={styles.issues} aria-label="Configuration issues">
              {issues.map((issue) => (
                <li key={issue.envVar}>
                  <code>{issue.envVar}</code> is <strong>{issue.problem}</strong>
                  <span className={styles.expected}>Expected {issue.expected}.</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className={styles.hint}>
          Set them in <code>apps/web/.env.local</code> and restart the dev server or rebuild, or set{' '}
          <code>VITE_PLATFORM_DRIVER=memory</code> to run on the in-memory driver.
        </p>
      </section>
    </main>
  );
}
