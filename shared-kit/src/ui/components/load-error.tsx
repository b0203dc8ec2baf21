/**
 * The inline state of a load that failed: a grid or a details page whose data could not be fetched
 * says so in place of its content, with the reason and a Retry button, instead of showing an empty
 * grid or zero totals that look like data.
 */
import { Alert, Button } from 'antd';
import { SOMETHING_WENT_WRONG_MESSAGE, apiErrorMessage } from 'shared-kit/runtime';

/** Texts of the inline load error. */
export const LOAD_ERROR_TEXTS = {
  /** Title, e.g. 'Could not load invoices'. */
  title: (what: string) => `Could not load ${what}`,
  retry: 'Retry',
} as const;

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /**
   * The failed load's error (an API error, a network error, …): its server message is shown when it
   * has one, else 'Something went wrong', never the transport's own text (docs/errors.md).
   */
  error: unknown;
  /** What failed to load, in the page's words, e.g. 'invoices' or 'the invoice'. */
  what: string;
  /** Loads again (e.g. a query's `refetch`); without it, no Retry button. */
  onRetry?: () => void;
}

/**
 * The inline error of a failed load, with Retry (`role="alert"`, so screen readers announce it).
 *
 * @example <LoadError error={query.error} what="invoices" onRetry={() => void query.refetch()} />
 */
export function LoadError({ error, what, onRetry }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={LOAD_ERROR_TEXTS.title(what)}
      description={apiErrorMessage(error, { fallbackMessage: SOMETHING_WENT_WRONG_MESSAGE })}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            {LOAD_ERROR_TEXTS.retry}
          </Button>
        )
      }
    />
  );
}
