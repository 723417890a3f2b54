/** A request the Installations server received. */
export interface InstallationsRequest {
  /** `create` registers an installation, `generate-token` issues an auth token, `delete` removes the installation. */
  readonly kind: 'create' | 'generate-token' | 'delete';
  /** The installation it was about. */
  readonly fid: string;
}

/** The Google API status names the Installations server replies with, by HTTP status. */
const SERVER_STATUS: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** The server's error body for `status`, as Google APIs send it. */
export const serverError = (status: number) => ({
  code: status,
  message: status === 404 ? 'Requested entity was not found.' : `The request was refused (${status}).`,
  status: SERVER_STATUS[status] ?? 'UNKNOWN',
});
