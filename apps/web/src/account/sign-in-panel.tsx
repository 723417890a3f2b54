import { useAuthActions } from '@platform/auth/react';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
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
        <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          minLength={6}
          value={password}
          onChange={setPassword}
        />
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

/** A required, labelled input whose value the form holds. */
function Field({
  label,
  value,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input {...input} required value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
