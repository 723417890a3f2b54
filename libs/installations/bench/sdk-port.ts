import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { deleteInstallations, getId, getInstallations, getToken, onIdChange } from 'firebase/installations';

/** The SDK functions the whole port wraps, called directly: the baseline for `adapter-port.ts`. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const installations = getInstallations(initializeApp(options));
  const stop = onIdChange(installations, () => undefined);
  const id = await getId(installations);
  const token = await getToken(installations, true);
  await deleteInstallations(installations);
  await getId(installations);
  stop();
  return [id, token];
}
