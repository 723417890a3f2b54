import type { FirebaseOptions } from 'firebase/app';

/**
 * The REST URL of `path` (already normalized): `{databaseURL}/{path}.json`, or on the emulator
 * `http://{host}:{port}/{path}.json?ns={namespace}`, the namespace taken from `databaseURL`.
 */
export function restUrl(
  options: FirebaseOptions,
  path: string,
  emulator?: { readonly host: string; readonly port: number },
): URL {
  const databaseURL = new URL(options.databaseURL ?? `https://${options.projectId ?? ''}-default-rtdb.firebaseio.com`);
  const namespace = databaseURL.searchParams.get('ns') ?? databaseURL.hostname.split('.')[0] ?? '';
  const origin = emulator ? `http://${emulator.host}:${emulator.port}` : databaseURL.origin;
  const encoded = path
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  const url = new URL(`/${encoded}.json`, origin);
  if (emulator || databaseURL.searchParams.has('ns')) url.searchParams.set('ns', namespace);
  return url;
}
