import { createFirebaseApp } from '@platform/core/firebase';
import { authContract } from '../auth.contract.js';
import { emulatorFirebaseConfig, injectAuthEmulator } from '../testing/auth-emulator.js';
import { createFirebaseAuth } from './index.js';

const emulator = injectAuthEmulator();
let apps = 0;

authContract('firebase', async () => {
  await emulator.reset();
  apps += 1;
  const app = createFirebaseApp(emulatorFirebaseConfig(emulator.projectId), { name: `auth-contract-firebase-${apps}` });
  return {
    auth: createFirebaseAuth({ app, emulator: { url: emulator.url } }),
    async readOobCode(email, requestType) {
      const code = (await emulator.oobCodes()).filter((c) => c.email === email && c.requestType === requestType).at(-1);
      if (!code) throw new Error(`No ${requestType} code was sent to ${email}.`);
      return code.oobCode;
    },
    dispose: () => app.delete(),
  };
});
