import type { Database, Transaction } from './database.js';

/** Carries the result of a dry run's work out of the transaction it rolls back. */
class DryRunRollback<T> extends Error {
  constructor(readonly result: T) {
    super('dry run: rolled back');
  }
}

/**
 * Runs `work` in a transaction that is committed, or, for a dry run (the dry-run convention of
 * bulk and destructive endpoints), rolled back after `work` has answered: the answer is exactly what
 * the real call would answer (same checks, same errors, rows as they would be), and nothing is
 * changed. `work` must change nothing outside the database (no gateway call, no e-mail).
 *
 * @throws whatever `work` throws (the transaction is rolled back in both modes).
 */
export async function transactionOrDryRun<T>(db: Database, dryRun: boolean, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!dryRun) return db.transaction(work);
  try {
    await db.transaction(async (tx) => {
      throw new DryRunRollback(await work(tx));
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result as T;
    throw error;
  }
  throw new Error('dry run: the transaction was not rolled back');
}
