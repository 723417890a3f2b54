/** How an App Check exchange can fail, for test backends and the contract suite. */
export type ExchangeFailure =
  /** The server answers with this HTTP status. */
  | { readonly kind: 'http-status'; readonly status: number }
  /** The request never reaches the server. */
  | { readonly kind: 'network' }
  /** The server answers 200 with a `ttl` that is not a protobuf duration. */
  | { readonly kind: 'bad-ttl'; readonly ttl?: string };

/** The exchange endpoint an attestation goes to. */
export type ExchangeKind = 'debug' | 'recaptcha-v3' | 'recaptcha-enterprise';

/** One exchange that reached the App Check server. */
export interface ExchangeRecord {
  /** Which endpoint was called. */
  readonly kind: ExchangeKind;
  /** Whether a limited-use token was asked for. */
  readonly limitedUse: boolean;
  /** What was exchanged: the debug token or the reCAPTCHA token. */
  readonly attestation: string;
}
