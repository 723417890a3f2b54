import { useInstallationId } from '@platform/installations/react';
import styles from './footer.module.css';

/** The footer's installation id, for debug builds: which installation this browser is to Firebase. */
export function InstallationId() {
  const id = useInstallationId();
  if (id.status !== 'success') return null;
  return (
    <p className={styles.status} data-testid="installation-id">
      Installation: <code>{id.data}</code>
    </p>
  );
}
