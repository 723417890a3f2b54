// @vitest-environment jsdom
import { authContract } from '../auth.contract.js';
import { injectAuthEmulator } from '../testing/auth-emulator.js';
import { emulatorContractFactory } from '../testing/emulator-contract-harness.js';

authContract('firebase, browser build', emulatorContractFactory(injectAuthEmulator(), 'auth-contract-browser'), {
  phone: true,
});
