import { createMemoryAuth } from '@platform/auth/memory';
import { docAt } from '@platform/firestore';
import { createMemoryFirestore } from '@platform/firestore/memory';
import { PlatformProvider } from '@platform/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotesPanel } from './notes-panel';

describe('NotesPanel', () => {
  it('asks a visitor to sign in, then keeps the signed-in user their own notes, live', async () => {
    const auth = createMemoryAuth();
    const firestore = createMemoryFirestore();
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

    await userEvent.click(screen.getByRole('button', { name: 'Delete note: Buy milk' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});
