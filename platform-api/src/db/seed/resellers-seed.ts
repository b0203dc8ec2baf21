import type { Database, Queryable } from '../database.js';

/** Demo data of this feature, inserted inside the seed's transaction (after the tenants and settings). */
export async function seedResellers(_tx: Queryable): Promise<void> {}

/** Removes what {@link seedResellers} and the feature created that `truncate tenants ... cascade` does not reach. */
export async function clearResellers(_db: Database): Promise<void> {}
