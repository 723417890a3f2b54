export type { InstallationsPort } from './installations.port.js';
export {
  INSTALLATIONS_ERROR_CODES,
  installationsErrors,
  toInstallationsError,
  type InstallationsErrorCode,
} from './installations.errors.js';
export { INSTALLATION_ID_PATTERN, isInstallationId } from './installation-id.js';
export type { GetInstallationTokenOptions, InstallationIdListener, Unsubscribe } from './installations.types.js';
