import { useAuthState } from '@platform/auth/react';
import { doc, limit, orderBy, query, serverTimestamp } from '@platform/firestore';
import { useFirestore, useQuery } from '@platform/firestore/react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../account/error-message';
import section from '../starter/section.module.css';
import { NOTE_MAX_LENGTH, noteName, notesOf } from './note';
import styles from './notes.module.css';

/**
 * The signed-in user's notes, newest first, live: add one, see it appear at once, delete it. Offline, the notes come
 * from the device's cache, which says so while it holds changes the backend has not confirmed.
 */
function UserNotes({ uid }: { readonly uid: string }) {
  const firestore = useFirestore();
  const notes = notesOf(uid);
  const result = useQuery(query(notes, orderBy('createdAt', 'desc'), limit(50)));
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // The note shows at once through the live query; the write settles when the backend confirms it.
    firestore
      .add(notes, { text, createdAt: serverTimestamp() })
      .catch((error: unknown) => setProblem(errorMessage(error)));
    setText('');
  };
  const remove = (id: string) => {
    firestore.delete(doc(notes, id)).catch((error: unknown) => setProblem(errorMessage(error)));
  };

  return (
    <>
      <form className={styles.form} onSubmit={add}>
        <label className={styles.label}>
          New note
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={NOTE_MAX_LENGTH}
            required
            className={styles.input}
          />
        </label>
        <button type="submit" className={styles.button} disabled={text.trim() === ''}>
          Add note
        </button>
      </form>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {result.status === 'loading' && <p role="status">Loading your notes…</p>}
      {result.status === 'error' && (
        <p role="alert" className={styles.problem}>
          {errorMessage(result.error)}
        </p>
      )}
      {result.status === 'success' && result.data.docs.length === 0 && <p>No notes yet.</p>}
      {/* Online, a write waits only for its round trip: that is not worth a word. */}
      {result.status === 'success' && result.data.fromCache && result.data.hasPendingWrites && (
        <p role="status" className={styles.pending}>
          Saved on this device, waiting to sync.
        </p>
      )}
      {result.status === 'success' && result.data.docs.length > 0 && (
        <ul className={styles.list} aria-label="Your notes">
          {result.data.docs.map((note) => (
            <li key={note.id} className={styles.note}>
              <span className={styles.text}>{note.data.text}</span>
              <button
                type="button"
                className={styles.delete}
                aria-label={`Delete note: ${noteName(note.data.text)}`}
                onClick={() => remove(note.id)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Props of {@link NotesPanel}. */
export interface NotesPanelProps {
  /** What the driver keeps of the notes, and for how long, where that is not the backend's for good (memory). */
  readonly persistenceNotice?: string;
}

/** The starter view's Notes panel: a signed-in user's own notes in Firestore; a prompt to sign in otherwise. */
export function NotesPanel({ persistenceNotice }: NotesPanelProps) {
  const auth = useAuthState();
  return (
    <section className={section.section} aria-labelledby="notes">
      <h2 id="notes" className={section.heading}>
        Notes
      </h2>
      {persistenceNotice && (
        <p className={styles.notice} data-testid="notes-persistence">
          {persistenceNotice}
        </p>
      )}
      {auth.status === 'signed-in' ? (
        <UserNotes key={auth.user.uid} uid={auth.user.uid} />
      ) : (
        <p>Sign in to keep notes: they are stored in Firestore, where only you can read them.</p>
      )}
    </section>
  );
}
