import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './error-message';

/** Runs one action at a time and keeps its failure as a message for the UI. */
export function usePendingAction() {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(async (name: string, action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setPending(name);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      running.current = false;
      setPending(null);
    }
  }, []);

  return { pending, error, run, clearError: useCallback(() => setError(null), []) };
}
