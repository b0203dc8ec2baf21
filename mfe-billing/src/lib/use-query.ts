import { useCallback, useEffect, useRef, useState } from 'react';

/** State of a fetch driven by {@link useQuery}. */
export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Fetches again, keeping the current data on screen until the answer arrives. */
  refetch: () => Promise<void>;
  /** Replaces the data locally (after a write the server confirmed). */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/**
 * Runs `fetcher` whenever `key` changes and keeps the latest answer. A stale answer (the key changed
 * meanwhile, or the component unmounted) is dropped.
 */
export function useQuery<T>(key: string | null, fetcher: () => Promise<T>): QueryState<T> {
  const [data, setDataState] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(key !== null);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const latest = useRef<symbol | undefined>(undefined);

  const run = useCallback(async () => {
    if (key === null) return;
    const mine = Symbol(key);
    latest.current = mine;
    setLoading(true);
    setError(undefined);
    try {
      const result = await fetcherRef.current();
      if (mine === latest.current) setDataState(result);
    } catch (e) {
      if (mine === latest.current) setError(e);
    } finally {
      if (mine === latest.current) setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    void run();
    return () => {
      latest.current = undefined;
    };
  }, [run]);

  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setDataState(update), []);
  return { data, error, loading, refetch: run, setData };
}
