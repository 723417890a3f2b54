import { createMemoryAuth } from '@platform/auth/memory';
import { createManualClock } from '@platform/core';
import { docAt } from '@platform/firestore';
import { createMemoryFirestore } from '@platform/firestore/memory';
import { PlatformProvider } from '@platform/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRESTORE_INDEXES } from '../app/firestore-indexes';
import { NotesPanel } from './notes-panel';

describe('NotesPanel', () => {
  it('asks a visitor to sign in, then keeps the signed-in user their own notes, live', async () => {
    const auth = createMemoryAuth();
    const firestore = createMemoryFirestore({ indexes: FIRESTORE_INDEXES });
    render(
      <PlatformProvider services={{ auth, firestore }}>
        <NotesPanel />
      </PlatformProvider>,
    );
    expect(await screen.findByText(/Sign in to keep notes/)).toBeTruthy();

    const { user } = await act(() => auth.signInAnonymously());
    expect(await screen.findByText('No notes yet.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('New note'), '  Buy milk ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const list = await screen.findByRole('list', { name: 'Your notes' });
    expect(list.textContent).toContain('Buy milk');

    // Another tab (or device) writes to the same collection: the list follows.
    await act(() =>
      firestore.set(docAt(`users/${user.uid}/notes/other`), { text: 'From elsewhere', createdAt: new Date(0) }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
        'Buy milk',
        'From elsewhere',
      ]),
    );

    // A tag lists the notes tagged so, newest first: the composite index of firestore.indexes.json serves it.
    await userEvent.type(screen.getByLabelText('New note'), 'Oat milk #shopping');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await userEvent.click(await screen.findByRole('button', { name: '#shopping' }));
    expect(await screen.findByText(/Notes tagged #shopping/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
        'Oat milk #shopping',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show all notes' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));

    await userEvent.click(screen.getByRole('button', { name: 'Delete note: Buy milk' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  });

  it('lists tagged notes only where firestore.indexes.json has their index, as production does', async () => {
    const auth = createMemoryAuth();
    const firestore = createMemoryFirestore({ indexes: { indexes: [] } });
    render(
      <PlatformProvider services={{ auth, firestore }}>
        <NotesPanel />
      </PlatformProvider>,
    );
    await act(() => auth.signInAnonymously());
    await userEvent.type(await screen.findByLabelText('New note'), 'Call mum #family');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await userEvent.click(await screen.findByRole('button', { name: '#family' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This request cannot be answered yet.');
  });
});

describe('NotesPanel offline', () => {
  it('says notes written offline wait to sync until they are confirmed, and says nothing of an online round trip', async () => {
    const auth = createMemoryAuth();
    const clock = createManualClock();
    const firestore = createMemoryFirestore({ clock, latencyMs: 500, indexes: FIRESTORE_INDEXES });
    render(
      <PlatformProvider services={{ auth, firestore }}>
        <NotesPanel />
      </PlatformProvider>,
    );
    await act(() => auth.signInAnonymously());
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    const addNote = async (text: string) => {
      await userEvent.type(screen.getByLabelText('New note'), text);
      await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
      await waitFor(() => expect(screen.getByRole('list', { name: 'Your notes' }).textContent).toContain(text));
    };

    // Online, a note waiting only for the backend's answer is shown without a word about it.
    await addNote('Buy milk');
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => clock.runAllAsync());

    await act(() => firestore.offline());
    await addNote('Water the plants');
    expect(screen.getByRole('status').textContent).toBe('Saved on this device, waiting to sync.');
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => firestore.online());
    await act(() => clock.runAllAsync());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('NotesPanel as an infinite list', () => {
  it('shows 20 notes, more on "Show more", every one live and editable in place, to the end of the list', async () => {
    const auth = createMemoryAuth();
    const firestore = createMemoryFirestore({ indexes: FIRESTORE_INDEXES });
    const { user } = await auth.signInAnonymously();
    for (let n = 1; n <= 45; n += 1) {
      await firestore.set(docAt(`users/${user.uid}/notes/n${String(n)}`), {
        text: `Note ${String(n)}`,
        createdAt: new Date(n * 1000),
      });
    }
    render(
      <PlatformProvider services={{ auth, firestore }}>
        <NotesPanel />
      </PlatformProvider>,
    );
    const texts = () => screen.getAllByRole('button', { name: /^Edit note/ }).map((button) => button.textContent);
    await waitFor(() => expect(texts()).toHaveLength(20));
    expect(texts()[0]).toBe('Note 45');

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(texts()).toHaveLength(40));
    await act(() => firestore.update(docAt(`users/${user.uid}/notes/n44`), { text: 'Edited elsewhere' }));
    await waitFor(() => expect(texts()[1]).toBe('Edited elsewhere'));

    await userEvent.click(screen.getByRole('button', { name: 'Edit note: Note 30' }));
    await userEvent.clear(screen.getByLabelText('Edit note'));
    await userEvent.type(screen.getByLabelText('Edit note'), 'Edited here');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(texts()[15]).toBe('Edited here'));

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(texts()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

/** An IntersectionObserver the test drives: `show()` reports the observed end of the list as in view. */
class DrivenObserver {
  static readonly all: DrivenObserver[] = [];
  private readonly targets: Element[] = [];
  constructor(private readonly callback: (entries: readonly { isIntersecting: boolean; target: Element }[]) => void) {
    DrivenObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static show() {
    for (const observer of DrivenObserver.all)
      observer.callback(observer.targets.map((target) => ({ isIntersecting: true, target })));
  }
}

describe('NotesPanel scrolling to the end of the list', () => {
  afterEach(() => {
    DrivenObserver.all.length = 0;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function withNotes(count: number) {
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    const auth = createMemoryAuth();
    const firestore = createMemoryFirestore({ indexes: FIRESTORE_INDEXES });
    const { user } = await auth.signInAnonymously();
    const add = (n: number) =>
      firestore.set(docAt(`users/${user.uid}/notes/n${String(n)}`), {
        text: `Note ${String(n)}`,
        createdAt: new Date(n * 1000),
      });
    for (let n = 1; n <= count; n += 1) await add(n);
    render(
      <PlatformProvider services={{ auth, firestore }}>
        <NotesPanel />
      </PlatformProvider>,
    );
    return { add, texts: () => screen.queryAllByRole('button', { name: /^Edit note/ }) };
  }

  it('loads the next pages once the first settles, when the end came into view while it was loading', async () => {
    const { texts } = await withNotes(45);
    // The end of the list is on screen from the start (jsdom lays nothing out), and says so before any note arrived.
    act(() => DrivenObserver.show());
    expect(texts()).toHaveLength(0);
    await waitFor(() => expect(texts()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('loads nothing while the end is off screen, even as notes arrive live, and the next page once it shows', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight + 500, width: 100, height: 40 }),
    );
    const { add, texts } = await withNotes(20);
    await waitFor(() => expect(texts()).toHaveLength(20));
    await act(() => add(21));
    await act(() => add(22));
    expect(await screen.findByRole('button', { name: 'Show more' })).toBeTruthy();
    expect(texts()).toHaveLength(20);
    act(() => DrivenObserver.show());
    await waitFor(() => expect(texts()).toHaveLength(22));
  });
});
