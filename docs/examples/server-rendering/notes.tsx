import { collection, orderBy, query } from '@platform/firestore';
import { useQuery } from '@platform/firestore/react';

/** A note as the app stores it. */
export interface Note {
  readonly text: string;
}

/** The public notes every page view shows. */
export const publicNotes = query(collection<Note>('notes'), orderBy('text'));

/** A signed-in user's own notes (the rules let only them read these). */
export const notesOf = (uid: string) => query(collection<Note>(`users/${uid}/notes`), orderBy('text'));

/** The list, live. With a hydrated store its first render already holds the server's notes. */
export function NoteList({ uid }: { readonly uid?: string }) {
  const notes = useQuery(uid ? notesOf(uid) : publicNotes);
  if (notes.status === 'loading' || notes.status === 'idle') return <p>Loading notes…</p>;
  if (notes.status === 'error') return <p role="alert">The notes could not be read.</p>;
  return (
    <ul>
      {notes.data.docs.map((note) => (
        <li key={note.id}>{note.data.text}</li>
      ))}
    </ul>
  );
}
