import type { Driver } from '@platform/core';
import type { ReactNode } from 'react';
import { APP_NAME } from '../app/app-info';
import styles from './toolbar.module.css';

const DRIVER_LABELS: Readonly<Record<Driver, string>> = {
  memory: 'In-memory driver',
  emulator: 'Emulator driver',
  firebase: 'Firebase driver',
};

/** The top bar: the product's name, where to jump, which driver is running, development tools, and the account area. */
export function Toolbar({
  driver,
  account,
  tools,
}: {
  readonly driver: Driver;
  readonly account: ReactNode;
  readonly tools?: ReactNode;
}) {
  return (
    <header className={styles.toolbar}>
      <a className={styles.brand} href="/" aria-label={`${APP_NAME} home`}>
        <svg className={styles.logo} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.4 1.2-3.9 2.4-5 .2 1.6 1 2.6 2.1 3C11 7.6 11.3 4.6 12 2Z" />
        </svg>
        <span>{APP_NAME}</span>
      </a>
      <nav aria-label="Sections" className={styles.nav}>
        <a href="#resources">Resources</a>
        <a href="#next-steps">Next steps</a>
      </nav>
      <span className={styles.driver} data-driver={driver} title="Set VITE_PLATFORM_DRIVER to change it">
        {DRIVER_LABELS[driver]}
      </span>
      {tools}
      <div className={styles.account}>{account}</div>
    </header>
  );
}
