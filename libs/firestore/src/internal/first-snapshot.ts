import type { FirestoreErrorListener } from '../firestore.port.js';
import type { QuerySnapshot, Unsubscribe } from '../firestore.types.js';

/** The first snapshot a listener hears, with the listener closed after it (even when it is heard at once). */
export function firstSnapshot<T>(
  listen: (listener: (snapshot: QuerySnapshot<T>) => void, onError: FirestoreErrorListener) => Unsubscribe,
): Promise<QuerySnapshot<T>> {
  return new Promise((resolve, reject) => {
    const listener: { settled: boolean; stop?: Unsubscribe } = { settled: false };
    const settle = () => {
      listener.settled = true;
      listener.stop?.();
    };
    listener.stop = listen(
      (snapshot) => {
        settle();
        resolve(snapshot);
      },
      (error) => {
        settle();
        reject(error);
      },
    );
    if (listener.settled) listener.stop();
  });
}
