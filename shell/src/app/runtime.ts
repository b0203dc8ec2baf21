/**
 * The shared runtime's whole entry (the API client, the call helpers, the query layer) for the
 * shell's code that runs before sign-in: those pages use `shared-kit/runtime/core` and load the rest
 * only when they call the API, so the sign-in page does not download axios and TanStack Query. The
 * signed-in console imports `shared-kit/runtime` as usual.
 */
import type * as SharedRuntime from 'shared-kit/runtime';

type Runtime = typeof SharedRuntime;

let runtime: Promise<Runtime> | undefined;

/** Loads the runtime's whole entry (once; a failed load is tried again on the next call). */
export function loadRuntime(): Promise<Runtime> {
  if (!runtime) {
    runtime = import('shared-kit/runtime');
    runtime.catch(() => {
      runtime = undefined;
    });
  }
  return runtime;
}

/**
 * The error toast's text for a failed sign-in step: the runtime's `apiErrorMessage`, or the error's
 * own text when the runtime cannot be loaded (no network).
 */
export async function signInErrorMessage(error: unknown): Promise<string> {
  try {
    return (await loadRuntime()).apiErrorMessage(error);
  } catch {
    return error instanceof Error && error.message ? error.message : String(error);
  }
}
