import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The tab index kept in the `tab` query parameter, 0 to `count - 1`. A missing, invalid or
 * out-of-range value is replaced by 0 in the URL (docs/billing.md#client-details).
 */
export function useTabParam(count: number): [number, (tab: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const parsed = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  const valid = Number.isInteger(parsed) && parsed >= 0 && parsed < count;

  useEffect(() => {
    if (valid) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', '0');
        return next;
      },
      { replace: true },
    );
  }, [valid, setParams]);

  const select = (tab: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', String(tab));
      return next;
    });
  return [valid ? parsed : 0, select];
}
