'use client';
// app/notes/notes-client.tsx: rendered on the server for the HTML, then hydrated. Its store starts from `state`.
import { HydrationBoundary, PlatformProvider, type DehydratedState } from '@platform/react';
import { firestoreSerializers } from '@platform/firestore/react';
import { NoteList } from '../notes';
import { browserServices } from '../services';

export function NotesClient({ state, uid }: { readonly state: DehydratedState; readonly uid?: string | undefined }) {
  return (
    <PlatformProvider services={browserServices()}>
      <HydrationBoundary state={state} serializers={firestoreSerializers}>
        <NoteList {...(uid ? { uid } : {})} />
      </HydrationBoundary>
    </PlatformProvider>
  );
}
