import { createFirebaseApp } from '@platform/core/firebase';
import type { AuthContractFactory } from '../auth.contract.js';
import { createFirebaseAuth } from '../firebase/index.js';
import { emulatorFirebaseConfig, type AuthEmulator } from './auth-emulator.js';

let apps = 0;

/**
 * The auth contract's factory for the Firebase adapter on the Auth emulator:
 * each test gets an emptied emulator and a fresh Firebase app with its session in memory.
 */
export function emulatorContractFactory(emulator: AuthEmulator, appNamePrefix: string): AuthContractFactory {
  return async () => {
    await emulator.reset();
    apps += 1;
    const app = createFirebaseApp(emulatorFirebaseConfig(emulator.projectId), { name: `${appNamePrefix}-${apps}` });
    return {
      auth: createFirebaseAuth({ app, emulator: { url: emulator.url }, persistence: 'memory' }),
      async readOobCode(email, requestType) {
        const code = (await emulator.oobCodes())
          .filter((c) => (c.newEmail ?? c.email) === email && c.requestType === requestType)
          .at(-1);
        if (!code) throw new Error(`No ${requestType} code was sent to ${email}.`);
        return code.oobCode;
      },
      setCustomClaims: (uid, claims) => emulator.setCustomClaims(uid, claims),
      readPhoneCode: (phoneNumber) => emulator.lastVerificationCode(phoneNumber),
      dispose: () => app.delete(),
    };
  };
}
