import { createElement } from 'react';
import type { FirestorePort } from '../firestore.port.js';
import type { CodecPair } from '../model/codec.js';
import { orderBy, query } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { useDocument } from '../react/use-document.js';
import { useQuery } from '../react/use-query.js';

/** A note as both pages show it. */
export interface Note {
  readonly text: string;
}

const noteCodec = (name: string, label: string): CodecPair<Note> => ({
  name,
  toStore: (note) => note,
  fromStore: (data) => ({ text: `${label}${String(data['text'])}` }),
});

/** The public notes, everyone's to read, and a user's own under the same collection id, each with a codec of its own. */
const publicNotes = collection('notes', noteCodec('public-note', ''));
export const ownNotes = (uid: string) => collection(`users/${uid}/notes`, noteCodec('own-note', 'mine: '));

/** What the public page reads: the list, and the pinned note. */
export const publicList = query(publicNotes, orderBy('text'));
export const pinned = doc(publicNotes, 'pinned');

/** Writes the notes both processes read, as one backend holds them. */
export async function writeNotes(port: FirestorePort): Promise<void> {
  await Promise.all([
    port.set(doc(publicNotes, 'a'), { text: 'first' }),
    port.set(doc(publicNotes, 'b'), { text: 'second' }),
    port.set(pinned, { text: 'pinned' }),
    port.set(doc(ownNotes('bob'), 'c'), { text: "bob's" }),
  ]);
}

/** The public page; `onRender` hears the states of its two reads at each render. */
export function PublicNotesPage({ onRender }: { readonly onRender?: (states: string) => void }) {
  const list = useQuery(publicList);
  const top = useDocument(pinned);
  onRender?.(`${list.status} ${top.status}`);
  if (list.status !== 'success' || top.status !== 'success') return createElement('p', null, 'Loading');
  return createElement(
    'main',
    null,
    createElement('h1', null, top.data.doc?.data.text),
    createElement(
      'ul',
      null,
      list.data.docs.map((note) => createElement('li', { key: note.id }, note.data.text)),
    ),
  );
}
