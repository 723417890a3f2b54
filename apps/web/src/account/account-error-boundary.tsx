import { Component, type ReactNode } from 'react';
import styles from './account.module.css';
import { errorMessage } from './error-message';

interface AccountErrorBoundaryState {
  readonly error: unknown;
}

/**
 * Shows why sign-in is unavailable when the auth session cannot start, instead
 * of checking forever, and offers to try again: the account area mounts anew,
 * which starts the session again (the failed subscription is not replayed).
 */
export class AccountErrorBoundary extends Component<{ readonly children: ReactNode }, AccountErrorBoundaryState> {
  override state: AccountErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): AccountErrorBoundaryState {
    return { error };
  }

  private readonly tryAgain = () => this.setState({ error: undefined });

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const message = errorMessage(this.state.error);
    return (
      <div className={styles.unavailable}>
        <p role="alert" title={message}>
          Sign-in unavailable: {message}
        </p>
        <button type="button" className={styles.toggle} onClick={this.tryAgain}>
          Try again
        </button>
      </div>
    );
  }
}
