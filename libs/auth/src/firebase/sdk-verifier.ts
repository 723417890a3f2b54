import type { ApplicationVerifier } from 'firebase/auth';
import type { PhoneVerifier } from '../auth.types.js';

const isSdkVerifier = (verifier: PhoneVerifier): verifier is PhoneVerifier & { _reset(): void } =>
  typeof (verifier as { _reset?: unknown })._reset === 'function';

/**
 * The SDK's `ApplicationVerifier` for a port verifier. An SDK `RecaptchaVerifier`
 * passes through unchanged; any other verifier gets the no-op reset the SDK calls
 * after each use.
 */
export function toSdkVerifier(verifier: PhoneVerifier): ApplicationVerifier {
  if (isSdkVerifier(verifier)) return verifier;
  const wrapped = { type: verifier.type, verify: () => verifier.verify(), _reset: () => undefined };
  return wrapped;
}
