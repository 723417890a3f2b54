import { useAuthActions } from '@platform/auth/react';
import { isPlatformError } from '@platform/core';
import { useFirestore } from '@platform/firestore/react';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './error-message';

/**
 * Signs out without leaving the user's data on the device: first waits for their writes to reach the server (which
 * `cancel()` stops, keeping them signed in), then signs out, then deletes what Firestore kept on the device.
 */
export function useSignOut() {
  const { signOut } = useAuthActions();
  const firestore = useFirestore();
  const [waiting, setWaiting] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);

  const signOutAndClear = useCallback(async () => {
    const controller = new AbortController();
    stop.current = controller;
    setWaiting(true);
    setClearError(null);
    try {
      await firestore.waitForPendingWrites({ signal: controller.signal });
    } catch (error) {
      if (isPlatformError(error) && error.code === 'firestore/cancelled') return;
      throw error;
    } finally {
      stop.current = null;
      setWaiting(false);
    }
    await signOut();
    await firestore.clearLocalCache().catch((error: unknown) => setClearError(errorMessage(error)));
  }, [firestore, signOut]);

  const cancel = useCallback(() => stop.current?.abort(), []);

  return { signOut: signOutAndClear, waiting, cancel, clearError };
}
