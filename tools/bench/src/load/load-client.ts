import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection as sdkCollection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  onSnapshot,
  setDoc,
  terminate,
  writeBatch,
} from 'firebase/firestore';
import { createFirebaseApp } from '@platform/core/firebase';
import { collection, docAt } from '@platform/firestore';
import { createFirebaseFirestore } from '@platform/firestore/firebase';

/** Where the clients connect: a Cloud Firestore emulator on this machine, and the project it serves. */
export interface LoadTarget {
  readonly host: string;
  readonly port: number;
  readonly projectId: string;
}

/** One Firestore client of a load round, through the raw SDK or through the Firebase adapter. */
interface LoadClient {
  /** Writes `data` at `path`; resolves once the server has confirmed it. */
  write(path: string, data: Record<string, number>): Promise<void>;
  /**
   * Reads the collection at `path` from the server and each document's data, as an app shows them; resolves with the
   * number of documents.
   */
  readAll(path: string): Promise<number>;
  /**
   * Listens to the collection at `path`: `heard` is called with each snapshot's number of document changes, once the
   * data of each changed document has been read, as an app shows them; `failed` if the listener ends with an error.
   * (The adapter's snapshots hold that data already; the SDK's decode it when asked.)
   */
  listen(path: string, heard: (changes: number) => void, failed: (error: unknown) => void): () => void;
  /** Terminates the client and deletes its app. */
  close(): Promise<void>;
}

/** How a round opens a client: `name` is its app's name, unique in the process. */
export type LoadDriver = (name: string, target: LoadTarget) => LoadClient;

/** The two sides a load measurement compares. */
export type LoadSide = 'sdk' | 'adapter';

const appOptions = (projectId: string) => ({
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId,
  storageBucket: `${projectId}.appspot.com`,
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
});

/** `firebase/firestore` called directly. */
const rawSdkClient: LoadDriver = (name, target) => {
  const app: FirebaseApp = initializeApp(appOptions(target.projectId), name);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, target.host, target.port);
  return {
    write: (path, data) => setDoc(doc(db, path), data),
    readAll: async (path) => (await getDocs(sdkCollection(db, path))).docs.map((document) => document.data()).length,
    listen: (path, heard, failed) =>
      onSnapshot(
        sdkCollection(db, path),
        (snapshot) => heard(snapshot.docChanges().map((change) => change.doc.data()).length),
        failed,
      ),
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
};

/** `@platform/firestore/firebase`: the port over the same SDK. */
const adapterClient: LoadDriver = (name, target) => {
  const app = createFirebaseApp(appOptions(target.projectId), { name });
  const port = createFirebaseFirestore({ app, emulator: { host: target.host, port: target.port } });
  return {
    write: (path, data) => port.set(docAt(path), data),
    readAll: async (path) => (await port.getDocs(collection(path))).length,
    listen: (path, heard, failed) =>
      port.onQuery(collection(path), (snapshot) => heard(snapshot.changes.length), failed),
    close: async () => {
      await port.dispose();
      await app.delete();
    },
  };
};

/** The client each side opens. */
export const LOAD_DRIVERS: Readonly<Record<LoadSide, LoadDriver>> = { sdk: rawSdkClient, adapter: adapterClient };

/** A raw SDK client that writes whole collections: the same writer for both sides of a measurement. */
export interface CollectionWriter {
  /**
   * Writes `count` documents `{ i }` under the collection at `path`, in batches of at most 500 (the server's limit),
   * and resolves once all are committed.
   */
  fill(path: string, count: number): Promise<void>;
  /** Terminates the writer and deletes its app. */
  close(): Promise<void>;
}

/** Opens a {@link CollectionWriter}; `name` is its app's name, unique in the process. */
export function openCollectionWriter(target: LoadTarget, name: string): CollectionWriter {
  const app = initializeApp(appOptions(target.projectId), name);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, target.host, target.port);
  return {
    fill: async (path, count) => {
      for (let from = 0; from < count; from += 500) {
        const batch = writeBatch(db);
        for (let i = from; i < Math.min(count, from + 500); i += 1) batch.set(doc(db, path, `d-${String(i)}`), { i });
        await batch.commit();
      }
    },
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
