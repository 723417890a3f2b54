// app/routes/notes.tsx (React Router 7, framework mode): the loader runs on the server for the first page view.
import { createSubscriptionStore, dehydrate, HydrationBoundary } from '@platform/react';
import { firestoreSerializers, prefetchQuery } from '@platform/firestore/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NoteList, notesOf, publicNotes } from '../notes';
import { publicServerServices, userServerServices } from '../services';

const sessionToken = (request: Request) => /(?:^|;\s*)__session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];

export async function loader({ request }: LoaderFunctionArgs) {
  const store = createSubscriptionStore();
  const idToken = sessionToken(request);
  if (!idToken) {
    const { firestore } = publicServerServices();
    await prefetchQuery(store, firestore, publicNotes);
    return { uid: undefined, state: dehydrate(store, { scopes: { firestore }, serializers: firestoreSerializers }) };
  }
  const user = await userServerServices(idToken);
  try {
    if (user.uid) await prefetchQuery(store, user.firestore, notesOf(user.uid));
    const state = dehydrate(store, { scopes: { firestore: user.firestore }, serializers: firestoreSerializers });
    return { uid: user.uid, state };
  } finally {
    await user.release();
  }
}

// The root route renders <PlatformProvider services={browserServices()}> around <Outlet />.
export default function NotesRoute() {
  const { state, uid } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={state} serializers={firestoreSerializers}>
      <NoteList {...(uid ? { uid } : {})} />
    </HydrationBoundary>
  );
}
