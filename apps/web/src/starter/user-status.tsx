import { useAuthState } from '@platform/auth/react';
import { useRtdb, useValue } from '@platform/rtdb/react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../account/error-message';
import styles from './footer.module.css';

/** Where a user's status line is kept: under their own node, which `database.rules.json` opens to them alone. */
export const statusPath = (uid: string): string => `users/${uid}/status`;

/** The longest status line. */
const MAX_STATUS_LENGTH = 140;

/** A signed-in user's status line in the Realtime Database: shown live, and set here, offline too. */
export function UserStatus() {
  const state = useAuthState();
  return state.status === 'signed-in' ? <StatusLine uid={state.user.uid} /> : null;
}

function StatusLine({ uid }: { readonly uid: string }) {
  const rtdb = useRtdb();
  const status = useValue(statusPath(uid));
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const current = status.status === 'success' && typeof status.data.value === 'string' ? status.data.value : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    setProblem(null);
    setWaiting((count) => count + 1);
    // Offline, the database keeps the write on the device and confirms it once it reaches the server.
    rtdb
      .set(statusPath(uid), text)
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setWaiting((count) => count - 1));
  };

  return (
    <form className={styles.status} aria-label="Your status" onSubmit={submit}>
      <span data-testid="user-status">Your status: {current ?? 'none yet'}</span>{' '}
      <input
        aria-label="New status"
        maxLength={MAX_STATUS_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />{' '}
      <button type="submit">Set status</button>
      {waiting > 0 && (
        <span role="status" data-testid="user-status-waiting">
          {' '}
          Saved on this device, waiting to sync.
        </span>
      )}
      {problem && (
        <span role="alert" className={styles.problem}>
          {' '}
          {problem}
        </span>
      )}
    </form>
  );
}
