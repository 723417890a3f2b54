// app/notes/page.tsx: a server component. It reads before rendering, into a store of this request's own.
import { createSubscriptionStore, dehydrate } from '@platform/react';
import { firestoreSerializers, prefetchQuery } from '@platform/firestore/react';
import { cookies } from 'next/headers';
import { notesOf, publicNotes } from '../notes';
import { publicServerServices, userServerServices } from '../services';
import { NotesClient } from './notes-client';

// Reading `cookies()` makes the page dynamic: Next.js sends it with `Cache-Control: private, no-cache, no-store`, so no
// shared cache keeps one user's notes for the next visitor. Never make it static (`dynamic = 'force-static'`,
// `revalidate`) or cache it (`unstable_cache`, a CDN rule): its HTML holds the signed-in user's notes.
export const dynamic = 'force-dynamic';

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
