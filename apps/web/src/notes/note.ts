import {
  collection,
  orderBy,
  query,
  Timestamp,
  where,
  type CodecPair,
  type CollectionRef,
  type Query,
} from '@platform/firestore';

/** One note of the Notes panel. */
export interface Note {
  readonly text: string;
  /** When it was written: the server's time, or the device's estimate until the server confirms it. */
  readonly createdAt: Date | null;
  /** The text's `#tags`, lower case, each once; stored with every write of the text. */
  readonly tags?: readonly string[];
}

/** The most tags a note keeps (`firestore.rules` holds the same bound). */
const MAX_TAGS = 20;

/** The `#tags` of a text, lower case, each once, in the order they come. */
export const tagsOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/#([\p{L}\p{N}_-]+)/gu)].map((match) => (match[1] ?? '').toLowerCase()))].slice(
    0,
    MAX_TAGS,
  );

/** The longest note the panel keeps: room for a pasted link of any length browsers handle well. */
export const NOTE_MAX_LENGTH = 4000;

/** Notes as stored: the text, trimmed and bounded, and its time; anything else stored there reads as an empty note. */
const noteCodec: CodecPair<Note> = {
  name: 'note',
  toStore: ({ text, createdAt }) => {
    if (typeof text !== 'string' || text.trim() === '' || text.length > NOTE_MAX_LENGTH) {
      throw new RangeError(`A note needs 1 to ${String(NOTE_MAX_LENGTH)} characters.`);
    }
    return { text: text.trim(), createdAt, tags: tagsOf(text) };
  },
  fromStore: (data) => ({
    text: typeof data['text'] === 'string' ? data['text'] : '',
    createdAt: data['createdAt'] instanceof Timestamp ? data['createdAt'].toDate() : null,
    tags: Array.isArray(data['tags']) ? data['tags'].filter((tag) => typeof tag === 'string') : [],
  }),
};

/** The signed-in user's notes: `users/{uid}/notes`, which only they may read and write (see `firestore.rules`). */
export const notesOf = (uid: string): CollectionRef<Note> => collection(`users/${uid}/notes`, noteCodec);

/** How a note is named on its buttons: its text, cut at 60 characters so a long link stays a short label. */
export const noteName = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * The notes the panel lists, newest first: all of them, or those tagged `tag`. The tagged list needs the composite
 * index of `firestore.indexes.json` (`tags` array-contains, `createdAt` descending).
 */
export const notesQuery = (notes: CollectionRef<Note>, tag: string | null): Query<Note> =>
  tag === null
    ? query(notes, orderBy('createdAt', 'desc'))
    : query(notes, where('tags', 'array-contains', tag), orderBy('createdAt', 'desc'));
