import type { GetInstallationTokenOptions, InstallationIdListener, Unsubscribe } from './installations.types.js';

/**
 * Firebase Installations: the id that names this app installation (its FID),
 * and the short-lived auth token other Firebase services send with it.
 *
 * Every method rejects only with a `PlatformError` whose code is an
 * {@link InstallationsErrorCode}.
 */
export interface InstallationsPort {
  /**
   * The installation id, created on the first call and kept in the browser's
   * storage, so it is the same after a reload. Registration with the server
   * continues in the background.
   */
  getId(): Promise<string>;
  /**
   * The installation's auth token. Waits for a registration in progress (in
   * this tab or another one). A cached token is served until it is within an
   * hour of its expiry; then, or with `forceRefresh`, a new one is fetched.
   */
  getToken(options?: GetInstallationTokenOptions): Promise<string>;
  /**
   * Calls `listener` with every new installation id: the first one created in
   * this storage, the one that replaces it after {@link InstallationsPort.delete},
   * and one issued because the server no longer knew the installation. Ids
   * created in other tabs of the same storage are heard too. Not called with
   * the current id; read {@link InstallationsPort.getId} for that.
   */
  onIdChange(listener: InstallationIdListener): Unsubscribe;
  /**
   * Deletes the installation on the server and in storage, then issues a new
   * id, which {@link InstallationsPort.onIdChange} listeners hear. Rejects with
   * `installations/delete-pending-registration` while a registration is in progress.
   */
  delete(): Promise<void>;
  /**
   * Releases the adapter: listeners hear nothing more, and later calls reject
   * with `installations/disposed`. The Firebase app itself belongs to the caller.
   */
  dispose(): Promise<void>;
}
