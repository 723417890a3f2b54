/** Options for {@link InstallationsPort.getToken}. */
export interface GetInstallationTokenOptions {
  /** Asks the server for a new token even when the cached one is still good. */
  readonly forceRefresh?: boolean;
}

/** Hears each new installation id. */
export type InstallationIdListener = (id: string) => void;

export type { Unsubscribe } from '@platform/core';
