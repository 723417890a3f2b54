export { useInstallations } from './use-installations.js';
export { INSTALLATION_ID_KEY, useInstallationId } from './use-installation-id.js';
