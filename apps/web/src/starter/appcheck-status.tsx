import type { AppCheckProvider } from '@platform/appcheck';
import { useAppCheckToken } from '@platform/appcheck/react';
import type { Driver } from '@platform/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../account/error-message';
import styles from './footer.module.css';

const PROVIDER_LABELS: Readonly<Record<AppCheckProvider['kind'], string>> = {
  debug: 'debug provider',
  'recaptcha-enterprise': 'reCAPTCHA Enterprise',
  'recaptcha-v3': 'reCAPTCHA v3',
  custom: 'custom provider',
};

type Activation =
  | { readonly status: 'pending' }
  | { readonly status: 'active' }
  | { readonly status: 'failed'; readonly error: unknown };

function useActivation(activation: Promise<void>): Activation {
  const [state, setState] = useState<Activation>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    activation.then(
      () => live && setState({ status: 'active' }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [activation]);
  return state;
}

function TokenState() {
  const token = useAppCheckToken();
  if (token.status === 'loading') return <>requesting a token…</>;
  if (token.status === 'error') return <span className={styles.problem}>{errorMessage(token.error)}</span>;
  const until = new Date(token.data.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return <>token valid until {until}</>;
}

/** Why App Check runs without a provider: only the emulator driver leaves it off on purpose. */
function offReason(driver: Driver): string {
  return driver === 'emulator'
    ? 'there is no App Check emulator, so the emulator driver sends no token exchanges to Google'
    : 'no reCAPTCHA site key is configured';
}

/** What App Check is doing: off and why, starting, or holding a token, with its typed error when it fails. */
export function AppCheckStatus({
  driver,
  provider,
  activation,
}: {
  readonly driver: Driver;
  readonly provider: AppCheckProvider | null;
  readonly activation: Promise<void>;
}) {
  const state = useActivation(activation);
  return (
    <p className={styles.status} data-testid="appcheck-status">
      App Check: {provider === null && `off · ${offReason(driver)}`}
      {provider && (
        <>
          {PROVIDER_LABELS[provider.kind]} · {state.status === 'pending' && 'starting…'}
          {state.status === 'failed' && <span className={styles.problem}>{errorMessage(state.error)}</span>}
          {state.status === 'active' && <TokenState />}
        </>
      )}
    </p>
  );
}
