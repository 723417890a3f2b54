import { useAuthState } from '@platform/auth/react';
import { doc, serverTimestamp, type CollectionRef, type FirestoreDoc } from '@platform/firestore';
import { useFirestore, useInfiniteQuery } from '@platform/firestore/react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { errorMessage } from '../account/error-message';
import section from '../starter/section.module.css';
import { NOTE_MAX_LENGTH, noteName, notesOf, notesQuery, tagsOf, type Note } from './note';
import styles from './notes.module.css';
import { inOwnWriteOrder } from './own-writes-order';

/** Notes per page of the list; more load as the reader reaches its end. */
const PAGE_SIZE = 20;

/** Whether `element` is on screen now, from the page's current layout. */
function onScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom >= 0 && box.top <= window.innerHeight;
}

/**
 * Calls `load` while `target`, the end of a list, is on screen and `ready` (a page has settled and more exist): when
 * it scrolls into view, and again each time `ready` turns true with it still in view, so a first page too short to
 * fill the screen, or one still loading when the end came into view, is followed by the next. A list that grows live
 * at its top pushes its end out of view, and loads nothing. Where the browser cannot tell (no IntersectionObserver),
 * pages load only on "Show more".
 */
function useLoadWhileVisible(target: RefObject<HTMLElement | null>, ready: boolean, load: () => void) {
  const latest = useRef({ ready, load });
  latest.current = { ready, load };
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && latest.current.ready) latest.current.load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  useEffect(() => {
    const element = target.current;
    if (!ready || !element || typeof IntersectionObserver === 'undefined') return;
    if (onScreen(element)) latest.current.load();
  }, [ready, target]);
}

/** A write that shows at once through the live list and settles when the backend confirms it; a failure shows. */
function useWrite() {
  const [problem, setProblem] = useState<string | null>(null);
  const write = (pending: Promise<unknown>) => {
    setProblem(null);
    pending.catch((error: unknown) => setProblem(errorMessage(error)));
  };
  return { problem, write };
}

/** A note's text field, starting at `initial`, and its submit button; `onSubmit` hears the text trimmed. */
function NoteForm({
  label,
  submit,
  initial = '',
  onSubmit,
  autoFocus,
  children,
}: {
  readonly label: string;
  readonly submit: string;
  readonly initial?: string;
  readonly onSubmit: (text: string) => void;
  readonly autoFocus?: boolean;
  readonly children?: ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value.trim());
        setValue(initial);
      }}
    >
      <label className={styles.label}>
        {label}
        <input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={NOTE_MAX_LENGTH}
          required
          autoFocus={autoFocus}
          className={styles.input}
        />
      </label>
      <button type="submit" className={styles.button} disabled={value.trim() === ''}>
        {submit}
      </button>
      {children}
    </form>
  );
}

/** One note: its text, which can be edited in place, its tags, which list the notes tagged so, and its delete button. */
function NoteItem({
  note,
  notes,
  onTag,
}: {
  readonly note: FirestoreDoc<Note>;
  readonly notes: CollectionRef<Note>;
  readonly onTag: (tag: string) => void;
}) {
  const firestore = useFirestore();
  const [editing, setEditing] = useState(false);
  const { problem, write } = useWrite();
  const name = noteName(note.data.text);
  return (
    <li className={styles.note}>
      {!editing ? (
        <button
          type="button"
          className={styles.text}
          aria-label={`Edit note: ${name}`}
          onClick={() => setEditing(true)}
        >
          {note.data.text}
        </button>
      ) : (
        <NoteForm
          label="Edit note"
          submit="Save"
          initial={note.data.text}
          onSubmit={(text) => {
            write(firestore.update(doc(notes, note.id), { text, tags: tagsOf(text) }));
            setEditing(false);
          }}
          autoFocus
        >
          <button type="button" className={styles.button} onClick={() => setEditing(false)}>
            Cancel
          </button>
        </NoteForm>
      )}
      {problem && (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
      {note.data.tags?.map((tag) => (
        <button key={tag} type="button" className={styles.button} onClick={() => onTag(tag)}>
          #{tag}
        </button>
      ))}
      <button
        type="button"
        className={styles.delete}
        aria-label={`Delete note: ${name}`}
        onClick={() => write(firestore.delete(doc(notes, note.id)))}
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
  const [tag, setTag] = useState<string | null>(null);
  const list = useInfiniteQuery(notesQuery(notes, tag), { pageSize: PAGE_SIZE });
  const { problem, write } = useWrite();
  const end = useRef<HTMLDivElement>(null);
  useLoadWhileVisible(end, list.status === 'success' && list.hasMore, list.loadMore);
  // The notes this tab wrote, in order: the newest stays on top where the backend's times tie.
  const [written] = useState(() => new Map<string, number>());
  const items = useMemo(() => inOwnWriteOrder(list.items, written), [list.items, written]);

  const empty = items.length === 0;
  return (
    <>
      <NoteForm
        label="New note"
        submit="Add note"
        onSubmit={(text) => {
          const note = firestore.newDoc(notes);
          written.set(note.id, written.size);
          write(firestore.set(note, { text, createdAt: serverTimestamp() }));
        }}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {tag !== null && (
        <p role="status">
          Notes tagged #{tag}{' '}
          <button type="button" className={styles.button} onClick={() => setTag(null)}>
            Show all notes
          </button>
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
          {items.map((note) => (
            <NoteItem key={note.id} note={note} notes={notes} onTag={setTag} />
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
  /** Where the notes are kept, as the sign-in prompt says it: `Firestore` unless the driver keeps them elsewhere. */
  readonly storedIn?: string;
}

/** The starter view's Notes panel: a signed-in user's own notes in Firestore; a prompt to sign in otherwise. */
export function NotesPanel({ persistenceNotice, storedIn = 'Firestore' }: NotesPanelProps) {
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
        <p>Sign in to keep notes: they are stored in {storedIn}, where only you can read them.</p>
      )}
    </section>
  );
}
