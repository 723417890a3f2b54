import { APP_NAME } from '../app/app-info';
import styles from './footer.module.css';

/** The page footer. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>
        <strong>{APP_NAME}</strong> — nine typed Firebase service libraries, one port each, with Firebase and in-memory
        adapters.
      </p>
      <p className={styles.meta}>Built with Nx, React, Vite and Vitest. MIT licensed.</p>
    </footer>
  );
}
