export type { AuthPort, MultiFactorPort } from './auth.port.js';
export { AUTH_SDK_CODES, authErrors, toAuthError, type AuthErrorCode } from './auth.errors.js';
export type {
  AuthState,
  AuthUser,
  BuiltInProvider,
  IdTokenOptions,
  IdTokenResult,
  KnownAuthState,
  MultiFactorInfo,
  MultiFactorSignIn,
  OAuthProviderSpec,
  PhoneCodeConfirmation,
  PhoneVerifier,
  ProfileUpdate,
  ProviderSignInMode,
  ProviderSignInOptions,
  Reauthentication,
  ReauthenticationPrompt,
  SensitiveOperationOptions,
  SignedIn,
  SignInResult,
  TotpEnrollment,
  Unsubscribe,
} from './auth.types.js';
export { BUILT_IN_PROVIDER_IDS, providerIdOf } from './provider-ids.js';
