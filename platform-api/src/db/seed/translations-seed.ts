import type { Database, Queryable } from '../database.js';

/** Demo data of this feature, inserted inside the seed's transaction (after the tenants and settings). */
export async function seedTranslations(_tx: Queryable): Promise<void> {}

/** Removes what {@link seedTranslations} and the feature created that `truncate tenants ... cascade` does not reach. */
export async function clearTranslations(_db: Database): Promise<void> {}
