import { authContract } from '../auth.contract.js';
import { createMemoryAuth } from './memory-auth.js';

authContract(
  'memory',
  async () => {
    const auth = createMemoryAuth();
    return {
      auth,
      async readOobCode(email, requestType) {
        const code = auth.control
          .oobCodes()
          .filter((c) => (c.newEmail ?? c.email) === email && c.requestType === requestType)
          .at(-1);
        if (!code) throw new Error(`No ${requestType} code was sent to ${email}.`);
        return code.oobCode;
      },
      setCustomClaims: async (uid, claims) => auth.control.setCustomClaims(uid, claims),
      async readPhoneCode(phoneNumber) {
        const code = auth.control.lastPhoneCode(phoneNumber);
        if (code === undefined) throw new Error(`No SMS code was sent to ${phoneNumber}.`);
        return code;
      },
    };
  },
  { phone: true },
);
