import { storageContract } from '../storage.contract.js';
import { storageEmulatorFactory } from './testing/storage-emulator-harness.js';

storageContract('firebase', storageEmulatorFactory('storage-contract'));
