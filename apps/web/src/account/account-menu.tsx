import { useAuthState } from '@platform/auth/react';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './account.module.css';
import { SignInPanel } from './sign-in-panel';
import { useSignOut } from './use-sign-out';
import { UserBadge } from './user-badge';

/** The toolbar's account area: who is signed in, and how to sign in or out. */
export function AccountMenu() {
  const state = useAuthState();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state.status === 'signed-in') setOpen(false);
  }, [state.status]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <section className={styles.account} aria-label="Account">
      {state.status === 'unknown' && (
        <span className={styles.checking} role="status" data-testid="account-checking">
          Checking session…
        </span>
      )}
      {state.status === 'signed-in' && <UserBadge user={state.user} signOut={signOut} />}
      {state.status === 'signed-out' && (
        <>
          <button
            ref={toggle}
            data-testid="account-sign-in"
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            Sign in
          </button>
          {open && <SignInPanel id={panelId} onClose={close} />}
          {signOut.clearError && (
            <p className={styles.error} role="alert">
              You are signed out, but the notes kept on this device could not be deleted. {signOut.clearError}
            </p>
          )}
        </>
      )}
    </section>
  );
}
