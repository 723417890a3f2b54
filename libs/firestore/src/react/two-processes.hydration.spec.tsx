// @vitest-environment jsdom
import { createSubscriptionStore, HydrationBoundary, PlatformProvider, type DehydratedState } from '@platform/react';
import { act } from '@testing-library/react';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hydrateRoot } from 'react-dom/client';
import { z } from 'zod';
import { queryKey } from '../internal/query-key.js';
import { createMemoryFirestore } from '../memory/index.js';
import { orderBy, query } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { ownNotes, PublicNotesPage, writeNotes } from '../testing/public-notes-page.js';
import { firestoreSerializers } from './serializers.js';

interface ServerPage {
  readonly html: string;
  readonly state: DehydratedState;
}

const jitiCli = join(dirname(createRequire(import.meta.url).resolve('jiti/package.json')), 'lib/jiti-cli.mjs');
const serverScript = join(dirname(fileURLToPath(import.meta.url)), '../testing/public-notes-server.ts');

/** The public page as a server process renders it after other requests: a process of its own, as in production. */
const renderOnServer = () =>
  new Promise<ServerPage>((resolve, reject) => {
    execFile(process.execPath, [jitiCli, serverScript], (error, stdout, stderr) => {
      if (error) reject(new Error(`the server process failed: ${stderr}`, { cause: error }));
      else resolve(JSON.parse(stdout) as ServerPage);
    });
  });

/** Hydrates the server's page in this process, and reports what the first render showed and what React said. */
async function hydrateInBrowser({ html, state }: ServerPage) {
  const firestore = createMemoryFirestore();
  await writeNotes(firestore);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const renders: string[] = [];
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createSubscriptionStore();
  const root = await act(async () =>
    hydrateRoot(
      container,
      <PlatformProvider services={{ firestore }} store={store}>
        <HydrationBoundary state={state} serializers={firestoreSerializers}>
          <PublicNotesPage onRender={(states) => renders.push(states)} />
        </HydrationBoundary>
      </PlatformProvider>,
      { onRecoverableError: recoverable },
    ),
  );
  // An entry is found when a hook reads the key the server wrote it under, and holds the server's value there.
  const found = state.entries.filter(
    (entry) =>
      store.listenerCount(firestore, entry.key) > 0 &&
      store.getServerSnapshot(firestore, entry.key).status === 'success',
  );
  const outcome = {
    found: found.length,
    renders,
    recoverable: recoverable.mock.calls.length,
    errors: errors.mock.calls.length,
    text: container.textContent,
  };
  act(() => root.unmount());
  errors.mockRestore();
  container.remove();
  await firestore.dispose();
  return outcome;
}

describe('hydration across two processes', () => {
  let page: ServerPage;
  beforeAll(async () => {
    page = await renderOnServer();
    // This process meets other codecs of the collection id `notes` first, in its own order.
    queryKey(collection('archive/2020/notes', z.object({ text: z.string() })));
    queryKey(query(ownNotes('ada'), orderBy('text')));
    queryKey(doc(ownNotes('ada'), 'c'));
  });

  it('finds every entry the server sent, renders no loading state first, and React reports no mismatch', async () => {
    expect(page.html).toContain('pinned');
    expect(page.state.entries).toHaveLength(2);
    const outcome = await hydrateInBrowser(page);
    expect(outcome).toMatchObject({ found: 2, recoverable: 0, errors: 0, text: 'pinnedfirstpinnedsecond' });
    expect(outcome.renders[0]).toBe('success success');
    expect(outcome.renders).not.toContainEqual(expect.stringContaining('loading'));
  });

  it("keeps every entry when the browser's clock runs 5 minutes ahead of the server's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    try {
      const outcome = await hydrateInBrowser(page);
      expect(outcome).toMatchObject({ found: 2, recoverable: 0, errors: 0, text: 'pinnedfirstpinnedsecond' });
      expect(outcome.renders).not.toContainEqual(expect.stringContaining('loading'));
    } finally {
      vi.useRealTimers();
    }
  });
});
