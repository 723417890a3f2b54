// app/routes/notes.tsx (React Router 7, framework mode): the loader runs on the server for the first page view.
import { createSubscriptionStore, dehydrate, HydrationBoundary } from '@platform/react';
import { firestoreSerializers, prefetchQuery } from '@platform/firestore/react';
import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs } from 'react-router';
import { NoteList, notesOf, publicNotes } from '../notes';
import { publicServerServices, userServerServices } from '../services';

/**
 * The page depends on the session cookie, and a signed-in page holds that user's notes: no shared cache (CDN, proxy,
 * Firebase Hosting) may keep it and send it to the next visitor of the URL.
 */
const PRIVATE = { headers: { 'Cache-Control': 'private, no-store' } };

const sessionToken = (request: Request) => /(?:^|;\s*)__session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];

export async function loader({ request }: LoaderFunctionArgs) {
  const store = createSubscriptionStore();
  const idToken = sessionToken(request);
  if (!idToken) {
    const { firestore } = publicServerServices();
    await prefetchQuery(store, firestore, publicNotes);
    const state = dehydrate(store, { scopes: { firestore }, serializers: firestoreSerializers });
    return data({ uid: undefined, state }, PRIVATE);
  }
  const user = await userServerServices(idToken);
  try {
    if (user.uid) await prefetchQuery(store, user.firestore, notesOf(user.uid));
    const state = dehydrate(store, { scopes: { firestore: user.firestore }, serializers: firestoreSerializers });
    return data({ uid: user.uid, state }, PRIVATE);
  } finally {
    await user.release();
  }
}

/** The document response carries the loader's `Cache-Control`. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The root route renders <PlatformProvider services={browserServices()}> around <Outlet />.
export default function NotesRoute() {
  const { state, uid } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={state} serializers={firestoreSerializers}>
      <NoteList {...(uid ? { uid } : {})} />
    </HydrationBoundary>
  );
}
