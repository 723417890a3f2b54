import { Component, type ReactNode } from 'react';
import styles from './account.module.css';
import { errorMessage } from './error-message';

/** Shows why sign-in is unavailable when the auth session cannot start, instead of checking forever. */
export class AccountErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  override state: { readonly error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <p className={styles.unavailable} role="alert" title={errorMessage(this.state.error)}>
        Sign-in unavailable: {errorMessage(this.state.error)}
      </p>
    );
  }
}
