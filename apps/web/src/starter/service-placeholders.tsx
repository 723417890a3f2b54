import accountStyles from '../account/account.module.css';
import footerStyles from './footer.module.css';

/** The account area while the platform loads: the same words as while the session is being restored. */
export function AccountPending() {
  return (
    <section className={accountStyles.account} aria-label="Account">
      <span className={accountStyles.checking} role="status" data-testid="account-checking">
        Checking session…
      </span>
    </section>
  );
}

/** The App Check status while the platform loads. */
export function AppCheckPending() {
  return (
    <p className={footerStyles.status} data-testid="appcheck-status">
      App Check: starting…
    </p>
  );
}

/** What a service area shows when the platform's code could not be loaded at all. */
export function ServiceUnavailable({ service }: { readonly service: string }) {
  return (
    <span className={footerStyles.problem} role="alert">
      {service} unavailable: the app could not load it. Check your connection and reload the page.
    </span>
  );
}
