import { useAuthActions } from '@platform/auth/react';
import { useId, useState, type FormEvent } from 'react';
import { APP_NAME } from '../app/app-info';
import styles from './account.module.css';
import { usePendingAction } from './use-pending-action';

/** Every way to sign in: Google, guest, or email and password. */
export function SignInPanel({ id, onClose }: { readonly id: string; readonly onClose: () => void }) {
  const actions = useAuthActions();
  const { pending, error, run } = usePendingAction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const headingId = useId();
  const busy = pending !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    void run(intent ?? 'sign-in', () =>
      intent === 'sign-up' ? actions.signUpWithEmail(email, password) : actions.signInWithEmail(email, password),
    );
  };

  return (
    <div
      id={id}
      className={styles.panel}
      role="dialog"
      aria-labelledby={headingId}
      aria-busy={busy}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <h2 id={headingId} className={styles.panelTitle}>
        Sign in to {APP_NAME}
      </h2>
      <div className={styles.providers}>
        <button
          type="button"
          className={styles.provider}
          disabled={busy}
          onClick={() => void run('google', () => actions.signInWithProvider('google', { mode: 'popup' }))}
        >
          {pending === 'google' ? 'Waiting for Google…' : 'Continue with Google'}
        </button>
        <button
          type="button"
          className={styles.provider}
          disabled={busy}
          onClick={() => void run('guest', () => actions.signInAnonymously())}
        >
          Continue as guest
        </button>
      </div>
      <p className={styles.divider}>or use your email</p>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          <span>Email</span>
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>Password</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            minLength={6}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="submit" value="sign-in" className={styles.primary} disabled={busy}>
            {pending === 'sign-in' ? 'Signing in…' : 'Sign in'}
          </button>
          <button type="submit" value="sign-up" className={styles.secondary} disabled={busy}>
            {pending === 'sign-up' ? 'Creating…' : 'Create account'}
          </button>
        </div>
      </form>
    </div>
  );
}
