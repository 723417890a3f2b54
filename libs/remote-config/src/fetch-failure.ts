/** A way the Remote Config server can fail a fetch, for the memory server and the contract's backends. */
export type FetchFailure =
  /** An HTTP error status; 429, 500, 503 and 504 make the SDK back off and retry. */
  | { readonly kind: 'status'; readonly status: number }
  /** No reply at all, until the fetch times out. */
  | { readonly kind: 'hang' }
  /** The request never reaches the server. */
  | { readonly kind: 'network' }
  /** A 200 reply whose body is not JSON. */
  | { readonly kind: 'parse' };
