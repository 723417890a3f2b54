import type { APIRequestContext } from '@playwright/test';
import { DATABASE_EMULATOR_URL, E2E_PROJECT_ID } from './e2e-servers.mjs';

/** firebase-server as the database's owner, through its REST API (which ignores the rules), never a client's cache. */
export function databaseServer(request: APIRequestContext) {
  return {
    /** The value the server holds at `path`; `null` when there is none. */
    async value(path: string): Promise<unknown> {
      const response = await request.get(`${DATABASE_EMULATOR_URL}/${path}.json?ns=${E2E_PROJECT_ID}`);
      if (!response.ok()) throw new Error(`Reading ${path} from firebase-server failed: ${response.status()}`);
      return response.json();
    },
  };
}
