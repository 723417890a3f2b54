import { createMemoryAuth } from '@platform/auth/memory';
import { createCostMeter, createManualClock } from '@platform/core';
import { expectCost } from '@platform/core/testing';
import { collection, docAt, meterFirestore, type FirestoreDoc } from '@platform/firestore';
import { createMemoryFirestore } from '@platform/firestore/memory';
import { useFirestore } from '@platform/firestore/react';
import { PlatformProvider } from '@platform/react';
import { CostTable } from '@platform/react/devtools';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { FIRESTORE_INDEXES } from '../app/firestore-indexes';
import { NotesPanel } from './notes-panel';

/** A signed-in user with `count` notes, on a metered memory Firestore whose clock stands still. */
async function withNotes(count: number) {
  const auth = createMemoryAuth();
  const meter = createCostMeter({ clock: createManualClock(Date.UTC(2026, 10, 28, 12)) });
  const firestore = meterFirestore(createMemoryFirestore({ indexes: FIRESTORE_INDEXES }), meter);
  const { user } = await auth.signInAnonymously();
  for (let n = 1; n <= count; n += 1) {
    await firestore.set(docAt(`users/${user.uid}/notes/n${String(n)}`), {
      text: `Note ${String(n)}`,
      createdAt: new Date(n),
    });
  }
  meter.reset();
  return { auth, firestore, uid: user.uid };
}

describe('What the Notes panel reads', () => {
  it('reads its 3 notes once on first view, and nothing for 100 re-renders', async () => {
    const { auth, firestore } = await withNotes(3);
    const app = (tick: number) => (
      <PlatformProvider services={{ auth, firestore }}>
        <NotesPanel key="notes" persistenceNotice={`render ${String(tick)}`} />
      </PlatformProvider>
    );
    let view: ReturnType<typeof render> | undefined;
    await expectCost(firestore, async () => {
      view = render(app(0));
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    }).toBe({ reads: 3 });
    await expectCost(firestore, async () => {
      for (let tick = 1; tick <= 100; tick += 1) view?.rerender(app(tick));
      await screen.findByText('render 100');
    }).toBe({ reads: 0 });
  });
});

/**
 * The regression: a component that opens its listener in an effect whose dependencies are new on every render, and
 * renders again on every snapshot, re-subscribes in a loop (react-firebase-hooks#207). It stops after `renders`.
 */
function ResubscribingNotes({ uid, renders }: { uid: string; renders: number }) {
  const firestore = useFirestore();
  const [seen, setSeen] = useState<{ readonly docs: readonly FirestoreDoc<unknown>[]; readonly n: number }>({
    docs: [],
    n: 0,
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the deliberate bug: new on every render
  const options = { uid };
  useEffect(() => {
    if (seen.n >= renders) return undefined;
    return firestore.onQuery(collection(`users/${options.uid}/notes`), (snapshot) =>
      setSeen((last) => ({ docs: snapshot.docs, n: last.n + 1 })),
    );
  }, [firestore, options, seen.n, renders]);
  return <p>{`${String(seen.n)} snapshots, ${String(seen.docs.length)} notes`}</p>;
}

describe('A component that re-subscribes on every render', () => {
  it('fails its read budget, and the listener panel warns of churn', async () => {
    const { auth, firestore, uid } = await withNotes(3);
    const budget = expectCost(firestore, async () => {
      render(
        <PlatformProvider services={{ auth, firestore }}>
          <ResubscribingNotes uid={uid} renders={20} />
          <CostTable />
        </PlatformProvider>,
      );
      await screen.findByText('20 snapshots, 3 notes');
    }).toBeAtMost({ reads: 3 });
    await expect(budget).rejects.toThrow(/over budget in reads/);
    await act(() => Promise.resolve());
    expect(screen.getByRole('alert').textContent).toMatch(/^firestore firestore:.*notes.* reopened \d+ times in 10 s/);
  });
});
