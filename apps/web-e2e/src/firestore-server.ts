import type { APIRequestContext } from '@playwright/test';
import { AUTH_EMULATOR_URL, E2E_PROJECT_ID, FIRESTORE_EMULATOR_URL } from './e2e-servers.mjs';

const DOCUMENTS = `${FIRESTORE_EMULATOR_URL}/v1/projects/${E2E_PROJECT_ID}/databases/(default)/documents`;
/** The emulator lets this bearer past the rules, as the Admin SDK is in production. */
const AS_ADMIN = { Authorization: 'Bearer owner' };

/** A note as the Firestore emulator stores it. */
export interface StoredNote {
  readonly uid: string;
  readonly id: string;
  readonly text: string;
}

interface RestDocument {
  readonly name: string;
  readonly fields?: { readonly text?: { readonly stringValue?: string } };
}

/** What the Firestore emulator holds, read and written past the rules, as the app's backend would. */
export function firestoreServer(request: APIRequestContext) {
  return {
    /** Deletes every document. */
    async reset() {
      const response = await request.delete(
        `${FIRESTORE_EMULATOR_URL}/emulator/v1/projects/${E2E_PROJECT_ID}/databases/(default)/documents`,
      );
      if (!response.ok()) throw new Error(`Resetting the Firestore emulator failed: HTTP ${String(response.status())}`);
    },
    /** Every user's notes, from a collection group query. */
    async notes(): Promise<StoredNote[]> {
      const response = await request.post(`${DOCUMENTS}:runQuery`, {
        headers: AS_ADMIN,
        data: { structuredQuery: { from: [{ collectionId: 'notes', allDescendants: true }] } },
      });
      const rows = (await response.json()) as { document?: RestDocument }[];
      return rows.flatMap(({ document }) => {
        if (!document) return [];
        const [, uid = '', , id = ''] = document.name.split('/documents/')[1]?.split('/') ?? [];
        return [{ uid, id, text: document.fields?.text?.stringValue ?? '' }];
      });
    },
    /** Writes a note for `uid` on the server, as another device of theirs would. */
    async addNote(uid: string, text: string) {
      const response = await request.post(`${DOCUMENTS}/users/${uid}/notes`, {
        headers: AS_ADMIN,
        data: { fields: { text: { stringValue: text }, createdAt: { timestampValue: new Date().toISOString() } } },
      });
      if (!response.ok()) throw new Error(`Writing a note failed: HTTP ${String(response.status())}`);
    },
    /** The HTTP status of a read of `path` by the holder of `idToken`, through the rules. */
    async readAs(idToken: string, path: string): Promise<number> {
      const response = await request.get(`${DOCUMENTS}/${path}`, { headers: { Authorization: `Bearer ${idToken}` } });
      return response.status();
    },
  };
}

/** Signs in to the Auth emulator over REST, as the SDK does, and returns the user's id and ID token. */
export async function signInOverRest(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const response = await request.post(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  const body = (await response.json()) as { localId?: string; idToken?: string };
  if (!body.localId || !body.idToken) throw new Error(`Signing in ${email} failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, idToken: body.idToken };
}
