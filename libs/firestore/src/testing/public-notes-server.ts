// A long-lived server process, as `react/two-processes.hydration.spec.tsx` starts it: it answers a signed-in user's page
// (`users/bob/notes`) before the public page, then prints the public page's HTML and dehydrated state as JSON.
import { createSubscriptionStore, dehydrate, PlatformProvider } from '@platform/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryFirestore } from '../memory/index.js';
import { orderBy, query } from '../model/query.js';
import { prefetchDocument, prefetchQuery } from '../react/prefetch.js';
import { firestoreSerializers } from '../react/serializers.js';
import { ownNotes, pinned, publicList, PublicNotesPage, writeNotes } from './public-notes-page.js';

const firestore = createMemoryFirestore();
await writeNotes(firestore);

const earlier = createSubscriptionStore();
await prefetchQuery(earlier, firestore, query(ownNotes('bob'), orderBy('text')));

const store = createSubscriptionStore();
await Promise.all([prefetchQuery(store, firestore, publicList), prefetchDocument(store, firestore, pinned)]);
const html = renderToString(
  createElement(PlatformProvider, { services: { firestore }, store }, createElement(PublicNotesPage)),
);
const state = dehydrate(store, { scopes: { firestore }, serializers: firestoreSerializers });
process.stdout.write(JSON.stringify({ html, state }), () => process.exit(0));
