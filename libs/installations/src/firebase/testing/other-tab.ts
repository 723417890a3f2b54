/** Where the SDK keeps installations (see ENDPOINTS.md). */
const DATABASE = 'firebase-installations-database';
const STORE = 'firebase-installations-store';

const REGISTRATION_IN_PROGRESS = 1;
const REGISTRATION_COMPLETED = 2;

function request<T>(work: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    work.onsuccess = () => resolve(work.result);
    work.onerror = () => reject(work.error);
  });
}

async function put(key: string, value: unknown): Promise<void> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  const db = await request(opening);
  try {
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(value, key));
  } finally {
    db.close();
  }
}

/** Another tab of the same browser, writing the SDK's IndexedDB entry for one app as that tab's SDK would. */
export interface OtherTab {
  /** Starts registering `fid` now and leaves it pending. */
  startRegistration(fid: string): Promise<void>;
  /** Completes the registration of `fid`, with a token that lives `expiresInMs`. */
  finishRegistration(fid: string, refreshToken: string, expiresInMs: number): Promise<void>;
}

/** Opens another tab for the app named `appName` with id `appId`. */
export function openOtherTab(appName: string, appId: string): OtherTab {
  const key = `${appName}!${appId}`;
  return {
    startRegistration: (fid) =>
      put(key, { fid, registrationStatus: REGISTRATION_IN_PROGRESS, registrationTime: Date.now() }),
    finishRegistration: (fid, refreshToken, expiresInMs) =>
      put(key, {
        fid,
        registrationStatus: REGISTRATION_COMPLETED,
        refreshToken,
        authToken: {
          token: `other-tab-token.${fid}`,
          requestStatus: REGISTRATION_COMPLETED,
          expiresIn: expiresInMs,
          creationTime: Date.now(),
        },
      }),
  };
}
