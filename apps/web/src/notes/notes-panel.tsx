import { useAuthState } from '@platform/auth/react';
import { doc, orderBy, query, serverTimestamp, type CollectionRef, type FirestoreDoc } from '@platform/firestore';
import { useFirestore, useInfiniteQuery } from '@platform/firestore/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorMessage } from '../account/error-message';
import section from '../starter/section.module.css';
import { NOTE_MAX_LENGTH, noteName, notesOf, type Note } from './note';
import styles from './notes.module.css';

/** Notes per page of the list; more load as the reader reaches its end. */
const PAGE_SIZE = 20;

/** Calls `load` each time `target` scrolls into view, where the browser can tell (IntersectionObserver). */
function useWhenVisible(target: RefObject<HTMLElement | null>, load: () => void) {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
}

/** One note: its text, which can be edited in place, and its delete button. */
function NoteItem({ note, notes }: { readonly note: FirestoreDoc<Note>; readonly notes: CollectionRef<Note> }) {
  const firestore = useFirestore();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(errorMessage(error));
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    setProblem(null);
    // The edit shows at once through the live list; the write settles when the backend confirms it.
    firestore.update(doc(notes, note.id), { text: draft.trim() }).catch(fail);
    setDraft(null);
  };
  const name = noteName(note.data.text);
  return (
    <li className={styles.note}>
      {draft === null ? (
        <button
          type="button"
          className={styles.text}
          aria-label={`Edit note: ${name}`}
          onClick={() => setDraft(note.data.text)}
        >
          {note.data.text}
        </button>
      ) : (
        <form className={styles.form} onSubmit={save}>
          <label className={styles.label}>
            Edit note
            <input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={NOTE_MAX_LENGTH}
              required
              autoFocus
              className={styles.input}
            />
          </label>
          <button type="submit" className={styles.button} disabled={draft.trim() === ''}>
            Save
          </button>
          <button type="button" className={styles.button} onClick={() => setDraft(null)}>
            Cancel
          </button>
        </form>
      )}
      {problem && (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
      <button
        type="button"
        className={styles.delete}
        aria-label={`Delete note: ${name}`}
        onClick={() => firestore.delete(doc(notes, note.id)).catch(fail)}
      >
        Delete
      </button>
    </li>
  );
}

/**
 * The signed-in user's notes, newest first, live, a page at a time: add one and see it appear at once, edit or delete
 * any, and more load as the reader reaches the end (or asks with "Show more"). Every loaded note stays live, so an
 * edit made in another tab shows in place. Offline, the notes come from the device's cache, which says so while it
 * holds changes the backend has not confirmed.
 */
function UserNotes({ uid }: { readonly uid: string }) {
  const firestore = useFirestore();
  const notes = notesOf(uid);
  const list = useInfiniteQuery(query(notes, orderBy('createdAt', 'desc')), { pageSize: PAGE_SIZE });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  useWhenVisible(end, list.loadMore);

  const add = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // The note shows at once through the live list; the write settles when the backend confirms it.
    firestore
      .add(notes, { text, createdAt: serverTimestamp() })
      .catch((error: unknown) => setProblem(errorMessage(error)));
    setText('');
  };

  const empty = list.items.length === 0;
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
      {list.status === 'loading' && empty && <p role="status">Loading your notes…</p>}
      {list.status === 'error' && (
        <p role="alert" className={styles.problem}>
          {errorMessage(list.error)}{' '}
          <button type="button" className={styles.button} onClick={list.retry}>
            Try again
          </button>
        </p>
      )}
      {list.status === 'success' && empty && <p>No notes yet.</p>}
      {/* Online, a write waits only for its round trip: that is not worth a word. */}
      {list.fromCache && list.hasPendingWrites && (
        <p role="status" className={styles.pending}>
          Saved on this device, waiting to sync.
        </p>
      )}
      {!empty && (
        <ul className={styles.list} aria-label="Your notes">
          {list.items.map((note) => (
            <NoteItem key={note.id} note={note} notes={notes} />
          ))}
        </ul>
      )}
      <div ref={end} className={styles.more}>
        {list.hasMore && (
          <button type="button" className={styles.button} onClick={list.loadMore} disabled={list.status !== 'success'}>
            {list.status === 'loading' ? 'Loading more…' : 'Show more'}
          </button>
        )}
      </div>
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
