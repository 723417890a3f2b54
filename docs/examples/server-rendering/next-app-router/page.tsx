// app/notes/page.tsx: a server component. It reads before rendering, into a store of this request's own.
import { createSubscriptionStore, dehydrate } from '@platform/react';
import { firestoreSerializers, prefetchQuery } from '@platform/firestore/react';
import { cookies } from 'next/headers';
import { notesOf, publicNotes } from '../notes';
import { publicServerServices, userServerServices } from '../services';
import { NotesClient } from './notes-client';

export default async function NotesPage() {
  const store = createSubscriptionStore();
  const idToken = (await cookies()).get('__session')?.value;
  if (!idToken) {
    const { firestore } = publicServerServices();
    await prefetchQuery(store, firestore, publicNotes);
    const state = dehydrate(store, { scopes: { firestore }, serializers: firestoreSerializers });
    return <NotesClient state={state} />;
  }
  // Signed in: read as the user, then drop their server app. Only the Firestore scope travels: never the token.
  const user = await userServerServices(idToken);
  try {
    if (user.uid) await prefetchQuery(store, user.firestore, notesOf(user.uid));
    const state = dehydrate(store, { scopes: { firestore: user.firestore }, serializers: firestoreSerializers });
    return <NotesClient state={state} uid={user.uid} />;
  } finally {
    await user.release();
  }
}
