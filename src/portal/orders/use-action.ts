// One action a detail page takes (add a comment, open a work order, mark paid): busy while it runs, and
// the server's message when it is refused (a 409 says why the state does not allow it).
import { useCallback, useState } from 'react';

export interface Action {
  busy: boolean;
  error: string | null;
  /** Runs the work once at a time; resolves whether it succeeded (its error is kept to show). */
  run: (work: () => Promise<unknown>) => Promise<boolean>;
  clearError: () => void;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, clearError: useCallback(() => setError(null), []) };
}
