import { useService } from '@platform/react';
import type { FirestorePort } from '../firestore.port.js';

declare module '@platform/react' {
  interface PlatformServices {
    /** The Firestore port, registered as `<PlatformProvider services={{ 'firestore': … }}>`. */
    firestore: FirestorePort;
  }
}

/** The Firestore port registered with the nearest `PlatformProvider` under `'firestore'`. */
export function useFirestore(): FirestorePort {
  return useService('firestore');
}
