import { createFirebaseApp } from '@platform/core/firebase';
import { docAt } from '@platform/firestore';
import { createFirebaseFirestore } from '@platform/firestore/firebase';
import type { FirebaseOptions } from 'firebase/app';

/**
 * A bundling fixture for `npm run bench`: one typical call, reading one document, through the Firebase adapter
 * (core's app handle, the lazy facade, and the implementation chunk it loads with the SDK).
 */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const app = createFirebaseApp({
    apiKey: options.apiKey ?? '',
    authDomain: options.authDomain ?? '',
    projectId: options.projectId ?? '',
    storageBucket: options.storageBucket ?? '',
    messagingSenderId: options.messagingSenderId ?? '',
    appId: options.appId ?? '',
  });
  const firestore = createFirebaseFirestore({ app });
  return firestore.get(docAt('bench/one'));
}
