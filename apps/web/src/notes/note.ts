import { collection, Timestamp, type CodecPair, type CollectionRef } from '@platform/firestore';

/** One note of the Notes panel. */
export interface Note {
  readonly text: string;
  /** When it was written: the server's time, or the device's estimate until the server confirms it. */
  readonly createdAt: Date | null;
}

/** The longest note the panel keeps: room for a pasted link of any length browsers handle well. */
export const NOTE_MAX_LENGTH = 4000;

/** Notes as stored: the text, trimmed and bounded, and its time; anything else stored there reads as an empty note. */
const noteCodec: CodecPair<Note> = {
  name: 'note',
  toStore: ({ text, createdAt }) => {
    if (typeof text !== 'string' || text.trim() === '' || text.length > NOTE_MAX_LENGTH) {
      throw new RangeError(`A note needs 1 to ${String(NOTE_MAX_LENGTH)} characters.`);
    }
    return { text: text.trim(), createdAt };
  },
  fromStore: (data) => ({
    text: typeof data['text'] === 'string' ? data['text'] : '',
    createdAt: data['createdAt'] instanceof Timestamp ? data['createdAt'].toDate() : null,
  }),
};

/** The signed-in user's notes: `users/{uid}/notes`, which only they may read and write (see `firestore.rules`). */
export const notesOf = (uid: string): CollectionRef<Note> => collection(`users/${uid}/notes`, noteCodec);

/** How a note is named on its buttons: its text, cut at 60 characters so a long link stays a short label. */
export const noteName = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);
