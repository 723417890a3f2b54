import { useConnectionState } from '@platform/rtdb/react';
import { errorMessage } from '../account/error-message';
import styles from './footer.module.css';

/** The live connection to the Realtime Database, as `.info/connected` reports it. */
export function DatabaseStatus() {
  const connection = useConnectionState();
  return (
    <p className={styles.status} data-testid="database-status">
      Realtime Database: {connection.status === 'loading' && 'connecting…'}
      {connection.status === 'error' && <span className={styles.problem}>{errorMessage(connection.error)}</span>}
      {connection.status === 'success' && (connection.data.connected ? 'connected' : 'offline · reconnecting…')}
    </p>
  );
}
